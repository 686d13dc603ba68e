# SPDX-License-Identifier: GPL-2.0-or-later
# Kernel config expressions against a config written here, and against the real one.
cfg=$T/config
cat > "$cfg" <<'CFG'
#
# Automatically generated file; DO NOT EDIT.
#
CONFIG_YES=y
CONFIG_MOD=m
# CONFIG_OFF is not set
CONFIG_STR="hello world (x) | y"
CONFIG_NUM=0x100
CONFIG_TWICE=m
CONFIG_TWICE=y
CONFIG_USER_NS=y
CONFIG_BLK_DEV_LOOP=m
CFG
export KCONFIG_PATH=$cfg

run feat_kconfig CONFIG_YES CONFIG_MOD CONFIG_YES=y CONFIG_MOD=m 'CONFIG_STR="hello world (x) | y"' CONFIG_NUM=0x100 CONFIG_TWICE=y
expect_exit 0
expect_count 1 "TINFO  :  Parsing kernel config '$cfg'\$"
expect_line 'TPASS  :  kernel config holds'

# one constraint per expression: each of these must fail
for e in CONFIG_OFF CONFIG_ABSENT CONFIG_YES=m CONFIG_MOD=y CONFIG_STR=hello 'CONFIG_STR="hello"' \
	CONFIG_NUM=256 CONFIG_TWICE=m '!CONFIG_YES' 'CONFIG_YES & CONFIG_OFF' 'CONFIG_OFF | CONFIG_ABSENT' \
	'!(CONFIG_YES | CONFIG_OFF)' 'CONFIG_YES & !CONFIG_MOD' 'CONFIG_OFF | CONFIG_YES & CONFIG_ABSENT'; do
	run feat_kconfig "$e"
	expect_exit 32
	expect_line 'TCONF  :  .*Aborting due to unsuitable kernel config, see above!$'
	expect_count 1 "TINFO  :  Constraint '.*' not satisfied!\$"
done

# and these must hold: precedence (! over & over |) and parentheses
run feat_kconfig '!CONFIG_OFF' 'CONFIG_OFF | CONFIG_YES' 'CONFIG_YES&CONFIG_MOD' '(CONFIG_OFF | CONFIG_YES) & CONFIG_MOD' \
	'CONFIG_YES | CONFIG_OFF & CONFIG_ABSENT' '!!CONFIG_YES' '!(CONFIG_OFF | CONFIG_ABSENT)' \
	'CONFIG_X86_UMIP=y | CONFIG_YES=y'
expect_exit 0
expect_line 'TPASS  :  kernel config holds'

# what the config has is printed for each variable of a failed expression
run feat_kconfig CONFIG_YES 'CONFIG_YES=m | CONFIG_OFF | CONFIG_ABSENT | CONFIG_STR=x' CONFIG_MOD
expect_exit 32
expect_line "TINFO  :  Constraint 'CONFIG_YES=m \| CONFIG_OFF \| CONFIG_ABSENT \| CONFIG_STR=x' not satisfied!\$"
expect_line 'TINFO  :  CONFIG_YES=y$'
expect_line 'TINFO  :  CONFIG_OFF is not set$'
expect_line 'TINFO  :  CONFIG_ABSENT is not set$'
expect_line 'TINFO  :  CONFIG_STR="hello world \(x\) \| y"$'
expect_count 1 'not satisfied'

# a module-backed option set to m without module support is not there
run feat_kconfig CONFIG_BLK_DEV_LOOP
expect_exit 32
expect_line 'TINFO  :  CONFIG_BLK_DEV_LOOP=m but no module support$'

# a namespace option counts only when the namespace can be made: in a user namespace whose
# limit of nested user namespaces is 0 (the limit is per namespace, nothing outside changes)
if unshare -U -r true 2>/dev/null; then
	run_cmd unshare -U -r sh -c 'echo 0 > /proc/sys/user/max_user_namespaces && exec "$@"' sh \
		"$BIN/feat_kconfig" CONFIG_USER_NS
	expect_exit 32
	expect_line 'TINFO  :  CONFIG_USER_NS=y but unshare\(\) of the namespace fails: '
	expect_line 'TINFO  :  CONFIG_USER_NS=y but namespace not usable$'
	run feat_kconfig CONFIG_USER_NS
	expect_exit 0
fi

# syntax errors are TBROK, whatever else the config says, and name the place
for e in 'CONFIG_YES &' '(CONFIG_YES' 'CONFIG_YES)' '& CONFIG_YES' 'CONFIG_YES CONFIG_MOD' '' '!' \
	'CONFIG_YES | | CONFIG_MOD' '()' 'CONFIG_STR="open'; do
	run feat_kconfig CONFIG_OFF "$e"
	expect_exit 2
	expect_line "TBROK  :  .*Syntax error in kconfig expression '.*' at offset [0-9]+: "
	expect_no_line 'Parsing kernel config'
done
run feat_kconfig 'CONFIG_YES)'
expect_line "at offset 10: unmatched '\)'\$"
run feat_kconfig '(CONFIG_YES'
expect_line "at offset 11: missing '\)'\$"
for e in YES 'CONFIG_YES=' 'CONFIG-YES' 'CONFIG_STR="a"b' 'FOO=y'; do
	run feat_kconfig "$e"
	expect_exit 2
	expect_line "TBROK  :  .*Invalid kconfig variable '.*' in '.*'"
done

run feat_kconfig -g CONFIG_YES CONFIG_MOD CONFIG_OFF CONFIG_ABSENT CONFIG_NUM CONFIG_STR
expect_line 'get CONFIG_YES: y$'
expect_line 'get CONFIG_MOD: m$'
expect_line 'get CONFIG_OFF: 0$'
expect_line 'get CONFIG_ABSENT: 0$'
expect_line 'get CONFIG_NUM: v$'
expect_line 'get CONFIG_STR: v$'

run feat_kconfig -r CONFIG_YES CONFIG_OFF CONFIG_ABSENT CONFIG_NUM
expect_line "read CONFIG_YES: choice 'y' val y\$"
expect_line "read CONFIG_OFF: choice 'n' val NULL\$"
expect_line "read CONFIG_ABSENT: choice '0' val NULL\$"
expect_line "read CONFIG_NUM: choice 'v' val 0x100\$"

run feat_kconfig -s
expect_line 'slow kconfig: 0$'
echo CONFIG_KASAN=y >> "$cfg"
run feat_kconfig -s
expect_line 'slow kconfig: 1$'

KCONFIG_SKIP_CHECK=1 run feat_kconfig CONFIG_OFF
expect_exit 0
expect_line 'TINFO  :  Skipping kernel config check as requested$'

# a missing or unreadable config is a clear TBROK
KCONFIG_PATH=$T/nonexistent run feat_kconfig CONFIG_YES
expect_exit 2
expect_line "TBROK  :  .*Cannot read kernel config '$T/nonexistent': errno=ENOENT"
KCONFIG_PATH=$T run feat_kconfig CONFIG_YES
expect_exit 2
expect_line "TBROK  :  .*Cannot read kernel config '$T'"
printf 'not gzip' > "$T/bad.gz"
KCONFIG_PATH=$T/bad.gz run feat_kconfig CONFIG_YES
expect_exit 2
expect_line "TBROK  :  .*Cannot read kernel config '$T/bad.gz'"
# without gzip in PATH a compressed config cannot be read: say so
gzip -c "$cfg" > "$T/config.gz"
mkdir -p "$T/nobin"
run_cmd env KCONFIG_PATH="$T/config.gz" PATH="$T/nobin" "$BIN/feat_kconfig" CONFIG_YES
expect_exit 2
expect_line "TBROK  :  .*Cannot read kernel config '$T/config.gz': neither gzip nor zcat could be run\$"
KCONFIG_PATH=$T/config.gz run feat_kconfig CONFIG_YES 'CONFIG_STR="hello world (x) | y"'
expect_exit 0
unset KCONFIG_PATH

# no config file anywhere is TCONF, not TBROK: the system ships none, the test is not broken.
# A private tmpfs on /proc hides /proc/config.gz (root and unshare needed; not under ASan,
# which cannot run without /proc; not where a config exists for this release elsewhere).
rel=$(uname -r)
if [ "$(id -u)" = 0 ] && command -v unshare >/dev/null && case $BIN in */asan/*) false;; esac &&
   ! ls /boot/config-"$rel" /lib/kernel/config-"$rel" /lib/modules/"$rel"/config \
	/lib/modules/"$rel"/build/.config >/dev/null 2>&1; then
	run_cmd unshare -m sh -c 'mount -t tmpfs none /proc && exec "$0" CONFIG_YES' \
		"$BIN/feat_kconfig"
	expect_exit 32
	expect_line "TCONF  :  .*kernel config not found, cannot check the kernel config options"
fi

# the real config of this machine (/proc/config.gz through gzip)
if [ -e /proc/config.gz ]; then
	run feat_kconfig CONFIG_TMPFS=y 'CONFIG_TMPFS & !CONFIG_LTK_NO_SUCH_OPTION' CONFIG_USER_NS
	expect_exit 0
	expect_line "TINFO  :  Parsing kernel config '/proc/config.gz'\$"
	expect_line 'TPASS  :  kernel config holds'
	run feat_kconfig CONFIG_LTK_NO_SUCH_OPTION
	expect_exit 32
	expect_line 'TINFO  :  CONFIG_LTK_NO_SUCH_OPTION is not set$'
fi
finish
