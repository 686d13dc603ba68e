# SPDX-License-Identifier: GPL-2.0-or-later
# LTP compatibility: config.h exists, made by LTK's probes with LTP's HAVE_* names, and says
# what this system really has (a wrong "no" makes LTP's tests compile their TCONF branch).
cfg=$O/include/config.h
[ -f "$cfg" ] || { fail "no $cfg"; finish; }
CC=${CC:-cc}
has() { grep -q "^#define $1 1\$" "$cfg"; }
builds() {	# builds "LIBS" <<C
	cat > "$T/p.c"
	$CC -D_GNU_SOURCE -o "$T/p" "$T/p.c" $1 > /dev/null 2>&1
}
agree() {	# agree MACRO RESULT-OF-A-DIRECT-PROBE
	if [ "$2" = 0 ]; then
		has "$1" || fail "config.h lacks $1 although the system has it"
	else
		has "$1" && fail "config.h defines $1 although the system lacks it"
	fi
	return 0
}
printf '#include <sys/stat.h>\nint main(void){ struct statx s; return sizeof(s) == 0; }\n' | builds ""
agree HAVE_STRUCT_STATX $?
printf '#include <linux/io_uring.h>\nint main(void){ return 0; }\n' | builds ""
agree HAVE_LINUX_IO_URING_H $?
agree HAVE_IO_URING $?
printf '#include <sys/fanotify.h>\nint main(void){ return fanotify_init(0, 0); }\n' | builds ""
agree HAVE_SYS_FANOTIFY_H $?
agree HAVE_FANOTIFY $?
printf '#include <libaio.h>\nint main(void){ io_context_t c = 0; return io_setup(1, &c); }\n' | builds -laio
agree HAVE_LIBAIO $?
printf '#include <sys/mount.h>\nint main(void){ return fsopen("x", 0); }\n' | builds ""
agree HAVE_FSOPEN $?
# AC_CHECK_DECLS style: defined to 0 or 1, never missing.
grep -qE '^#define HAVE_DECL_PR_CAPBSET_DROP [01]$' "$cfg" || fail "HAVE_DECL_PR_CAPBSET_DROP not 0/1"
# A program using it the way LTP's tests do.
cat > "$T/t.c" <<'C'
#include "config.h"
#include <stdio.h>
int main(void)
{
#ifdef HAVE_STRUCT_STATX
	puts("statx");
#endif
#if HAVE_DECL_PR_CAPBSET_DROP
	puts("capbset");
#endif
	return 0;
}
C
run_cmd sh -c "$CC -I'$O/include' -o '$T/t' '$T/t.c' && '$T/t'"
expect_exit 0
finish
