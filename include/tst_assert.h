/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Compare the contents of a (/proc or /sys) file with an expected value: TPASS when they
 * match, TFAIL with both values when they do not, TBROK when the file cannot be read.
 * The _FILE_ forms look at the line that starts with prefix and read the value after it.
 */
#ifndef TST_ASSERT_H__
#define TST_ASSERT_H__

void tst_assert_int(const char *file, const int lineno, const char *path, int val);
void tst_assert_ulong(const char *file, const int lineno, const char *path,
		      unsigned long val);
void tst_assert_str(const char *file, const int lineno, const char *path, const char *val);
void tst_assert_file_int(const char *file, const int lineno, const char *path,
			 const char *prefix, int val);
void tst_assert_file_str(const char *file, const int lineno, const char *path,
			 const char *prefix, const char *val);

#define TST_ASSERT_INT(path, val) tst_assert_int(__FILE__, __LINE__, path, val)
#define TST_ASSERT_ULONG(path, val) tst_assert_ulong(__FILE__, __LINE__, path, val)
#define TST_ASSERT_STR(path, val) tst_assert_str(__FILE__, __LINE__, path, val)
#define TST_ASSERT_FILE_INT(path, prefix, val) \
	tst_assert_file_int(__FILE__, __LINE__, path, prefix, val)
#define TST_ASSERT_FILE_STR(path, prefix, val) \
	tst_assert_file_str(__FILE__, __LINE__, path, prefix, val)

#endif
