/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Legacy SAFE_* macros (the 2015 test.h face): the first argument is the cleanup callback
 * that runs when the call fails. Each expands to the shared safe_*() function of
 * safe_macros_fn.h with the caller's __FILE__/__LINE__; a failure is reported as
 *   TCID  N  TBROK  :  caller.c:LINE: call(args) failed: errno=ENAME(n): strerror
 * then the cleanup runs and the test exits (inside a cleanup the macro returns instead).
 * See doc/safe-macros.md.
 */
#ifndef SAFE_MACROS_H__
#define SAFE_MACROS_H__

#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <dirent.h>
#include "test.h"

#ifdef LTK_MODERN_SAFE_H
# error "safe_macros.h is the legacy (test.h) face; tst_safe_*.h headers are already included"
#endif
#define LTK_LEGACY_SAFE_H 1

#include "safe_macros_fn.h"

#define SAFE_BASENAME(cleanup_fn, path) safe_basename(__FILE__, __LINE__, (cleanup_fn), (path))
#define SAFE_CHDIR(cleanup_fn, path) safe_chdir(__FILE__, __LINE__, (cleanup_fn), (path))
#define SAFE_CLOSE(cleanup_fn, fd) safe_close(__FILE__, __LINE__, (cleanup_fn), (fd))
#define SAFE_CREAT(cleanup_fn, pathname, mode) \
	safe_creat(__FILE__, __LINE__, (cleanup_fn), (pathname), (mode))
#define SAFE_DIRNAME(cleanup_fn, path) safe_dirname(__FILE__, __LINE__, (cleanup_fn), (path))
#define SAFE_GETCWD(cleanup_fn, buf, size) \
	safe_getcwd(__FILE__, __LINE__, (cleanup_fn), (buf), (size))
#define SAFE_GETPWNAM(cleanup_fn, name) safe_getpwnam(__FILE__, __LINE__, (cleanup_fn), (name))
#define SAFE_GETRUSAGE(cleanup_fn, who, usage) \
	safe_getrusage(__FILE__, __LINE__, (cleanup_fn), (who), (usage))
#define SAFE_MALLOC(cleanup_fn, size) safe_malloc(__FILE__, __LINE__, (cleanup_fn), (size))
#define SAFE_MKDIR(cleanup_fn, pathname, mode) \
	safe_mkdir(__FILE__, __LINE__, (cleanup_fn), (pathname), (mode))
#define SAFE_RMDIR(cleanup_fn, pathname) safe_rmdir(__FILE__, __LINE__, (cleanup_fn), (pathname))
#define SAFE_MUNMAP(cleanup_fn, addr, length) \
	safe_munmap(__FILE__, __LINE__, (cleanup_fn), (addr), (length))
#define SAFE_OPEN(cleanup_fn, pathname, oflags, ...) \
	safe_open(__FILE__, __LINE__, (cleanup_fn), (pathname), (oflags), ##__VA_ARGS__)
#define SAFE_PIPE(cleanup_fn, fildes) safe_pipe(__FILE__, __LINE__, (cleanup_fn), (fildes))
#define SAFE_READ(cleanup_fn, len_strict, fildes, buf, nbyte) \
	safe_read(__FILE__, __LINE__, (cleanup_fn), (len_strict), (fildes), (buf), (nbyte))
#define SAFE_PREAD(cleanup_fn, len_strict, fildes, buf, nbyte, offset) \
	safe_pread(__FILE__, __LINE__, (cleanup_fn), (len_strict), (fildes), (buf), (nbyte), \
		   (offset))
#define SAFE_SETEGID(cleanup_fn, egid) safe_setegid(__FILE__, __LINE__, (cleanup_fn), (egid))
#define SAFE_SETEUID(cleanup_fn, euid) safe_seteuid(__FILE__, __LINE__, (cleanup_fn), (euid))
#define SAFE_SETGID(cleanup_fn, gid) safe_setgid(__FILE__, __LINE__, (cleanup_fn), (gid))
#define SAFE_SETUID(cleanup_fn, uid) safe_setuid(__FILE__, __LINE__, (cleanup_fn), (uid))
#define SAFE_GETRESUID(cleanup_fn, ruid, euid, suid) \
	safe_getresuid(__FILE__, __LINE__, (cleanup_fn), (ruid), (euid), (suid))
#define SAFE_GETRESGID(cleanup_fn, rgid, egid, sgid) \
	safe_getresgid(__FILE__, __LINE__, (cleanup_fn), (rgid), (egid), (sgid))
#define SAFE_UNLINK(cleanup_fn, pathname) safe_unlink(__FILE__, __LINE__, (cleanup_fn), (pathname))
#define SAFE_LINK(cleanup_fn, oldpath, newpath) \
	safe_link(__FILE__, __LINE__, (cleanup_fn), (oldpath), (newpath))
#define SAFE_SYMLINK(cleanup_fn, oldpath, newpath) \
	safe_symlink(__FILE__, __LINE__, (cleanup_fn), (oldpath), (newpath))
#define SAFE_WRITE(cleanup_fn, len_strict, fildes, buf, nbyte) \
	safe_write(__FILE__, __LINE__, (cleanup_fn), (len_strict), (fildes), (buf), (nbyte))
#define SAFE_PWRITE(cleanup_fn, len_strict, fildes, buf, nbyte, offset) \
	safe_pwrite(__FILE__, __LINE__, (cleanup_fn), (len_strict), (fildes), (buf), (nbyte), \
		    (offset))
#define SAFE_STRTOL(cleanup_fn, str, min, max) \
	safe_strtol(__FILE__, __LINE__, (cleanup_fn), (str), (min), (max))
#define SAFE_STRTOUL(cleanup_fn, str, min, max) \
	safe_strtoul(__FILE__, __LINE__, (cleanup_fn), (str), (min), (max))
#define SAFE_SYSCONF(cleanup_fn, name) safe_sysconf(__FILE__, __LINE__, (cleanup_fn), (name))
#define SAFE_CHMOD(cleanup_fn, path, mode) \
	safe_chmod(__FILE__, __LINE__, (cleanup_fn), (path), (mode))
#define SAFE_FCHMOD(cleanup_fn, fd, mode) \
	safe_fchmod(__FILE__, __LINE__, (cleanup_fn), (fd), (mode))
#define SAFE_CHOWN(cleanup_fn, path, owner, group) \
	safe_chown(__FILE__, __LINE__, (cleanup_fn), (path), (owner), (group))
#define SAFE_FCHOWN(cleanup_fn, fd, owner, group) \
	safe_fchown(__FILE__, __LINE__, (cleanup_fn), (fd), (owner), (group))
#define SAFE_WAIT(cleanup_fn, status) safe_wait(__FILE__, __LINE__, (cleanup_fn), (status))
#define SAFE_WAITPID(cleanup_fn, pid, status, opts) \
	safe_waitpid(__FILE__, __LINE__, (cleanup_fn), (pid), (status), (opts))
#define SAFE_KILL(cleanup_fn, pid, sig) safe_kill(__FILE__, __LINE__, (cleanup_fn), (pid), (sig))
#define SAFE_MEMALIGN(cleanup_fn, alignment, size) \
	safe_memalign(__FILE__, __LINE__, (cleanup_fn), (alignment), (size))
#define SAFE_MKFIFO(cleanup_fn, pathname, mode) \
	safe_mkfifo(__FILE__, __LINE__, (cleanup_fn), (pathname), (mode))
#define SAFE_RENAME(cleanup_fn, oldpath, newpath) \
	safe_rename(__FILE__, __LINE__, (cleanup_fn), (oldpath), (newpath))
#define SAFE_MOUNT(cleanup_fn, source, target, filesystemtype, mountflags, data) \
	safe_mount(__FILE__, __LINE__, (cleanup_fn), (source), (target), (filesystemtype), \
		   (mountflags), (data))
#define SAFE_UMOUNT(cleanup_fn, target) safe_umount(__FILE__, __LINE__, (cleanup_fn), (target))
#define SAFE_MMAP(cleanup_fn, addr, length, prot, flags, fd, offset) \
	safe_mmap(__FILE__, __LINE__, (cleanup_fn), (addr), (length), (prot), (flags), (fd), \
		  (offset))
#define SAFE_FTRUNCATE(cleanup_fn, fd, length) \
	safe_ftruncate(__FILE__, __LINE__, (cleanup_fn), (fd), (length))
#define SAFE_TRUNCATE(cleanup_fn, path, length) \
	safe_truncate(__FILE__, __LINE__, (cleanup_fn), (path), (length))
#define SAFE_STAT(cleanup_fn, path, buf) safe_stat(__FILE__, __LINE__, (cleanup_fn), (path), (buf))
#define SAFE_FSTAT(cleanup_fn, fd, buf) safe_fstat(__FILE__, __LINE__, (cleanup_fn), (fd), (buf))
#define SAFE_LSTAT(cleanup_fn, path, buf) \
	safe_lstat(__FILE__, __LINE__, (cleanup_fn), (path), (buf))
#define SAFE_LSEEK(cleanup_fn, fd, offset, whence) \
	safe_lseek(__FILE__, __LINE__, (cleanup_fn), (fd), (offset), (whence))
#define SAFE_GETRLIMIT(cleanup_fn, resource, rlim) \
	safe_getrlimit(__FILE__, __LINE__, (cleanup_fn), (resource), (rlim))
#define SAFE_SETRLIMIT(cleanup_fn, resource, rlim) \
	safe_setrlimit(__FILE__, __LINE__, (cleanup_fn), (resource), (rlim))
#define SAFE_OPENDIR(cleanup_fn, name) safe_opendir(__FILE__, __LINE__, (cleanup_fn), (name))
#define SAFE_CLOSEDIR(cleanup_fn, dirp) safe_closedir(__FILE__, __LINE__, (cleanup_fn), (dirp))
#define SAFE_READDIR(cleanup_fn, dirp) safe_readdir(__FILE__, __LINE__, (cleanup_fn), (dirp))

#endif
