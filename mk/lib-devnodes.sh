# SPDX-License-Identifier: GPL-2.0-or-later
# Sourced by the checks that run tests with faults injected (check-mutate.sh, check-canfail.sh).
# A mutated open() that "returns" 0 hands the test its standard input, and a test that then
# changes "its" file (fchmod, fchown, ftruncate) changes whatever that is: so the tests get a
# private empty file as standard input, and the host's shared device nodes are compared
# before and after, put back and reported if changed.
#   devnodes_save FILE       record mode and owner of the shared nodes
#   devnodes_changed FILE    print and restore what changed since; status 0 when something did

DEVNODES="/dev/null /dev/zero /dev/full /dev/random /dev/urandom /dev/tty"

devnodes_save() {
	# shellcheck disable=SC2086
	stat -c '%n %a %u %g' $DEVNODES 2>/dev/null > "$1"
}

devnodes_changed() {
	_changed=1
	while read -r _n _mode _uid _gid; do
		_now=$(stat -c '%a %u %g' "$_n" 2>/dev/null)
		[ "$_now" = "$_mode $_uid $_gid" ] && continue
		echo "$_n changed to mode/uid/gid $_now (was $_mode $_uid $_gid): put back"
		chmod "$_mode" "$_n"
		chown "$_uid:$_gid" "$_n"
		_changed=0
	done < "$1"
	return $_changed
}
