#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# LTK on LAVA with the real dispatcher (issue 21, doc/lava.md): both job templates are valid
# LAVA jobs (LAVA's own schema); Debian's lava-dispatcher runs two jobs made from
# lava/job-qemu.yaml with `lava-run` and lava/device-qemu.yaml (no LAVA server), each
# booting Debian's 6.1 kernel with LTK's initramfs (ltk vm --initramfs-only) under QEMU and
# running one shard (1/2, 2/2) of a small selection through lava/ltk-shard.yaml. Then: every
# job passed; lava/collect.py reads each job's results directory back from its log; they
# merge with `ltk merge` without conflict and give a KCIDB document with each test; every
# test of the selection was reported by lava-test-case exactly once over both jobs and is
# once in the merged results.json, with the status a local `ltk vm` run of the selection
# gives and LAVA's measurement equal to LTK's duration.
# Installs lava-dispatcher with apt-get when lava-run is missing; skips (0 passed, 0 failed)
# when it cannot, or without qemu, busybox or a Debian 6.1 kernel. About 3 minutes.
#   mk/check-lava.sh [BUILD_DIR]          (make check-lava)
set -u
O=${1:-build}
SRC=$(cd "$(dirname "$0")/.." && pwd)
case $O in /*) ;; *) O=$SRC/$O ;; esac
LTK=$O/bin/ltk
passed=0
failed=0
# the selection: four quick tests and fchmodat201, TCONF on 6.1 (no fchmodat2 before 6.6);
# two shards (TESTS is a list: word-split on purpose)
SELECT='^(dup01|write01|getpid01|close01|fchmodat201) '
TESTS="dup01 write01 getpid01 close01 fchmodat201"
N=2

skip() {
	echo "check-lava: skipped: $*"
	echo "0 passed, 0 failed"
	exit 0
}
[ -x "$LTK" ] || skip "$LTK is not built"
[ "$(id -u)" = 0 ] || skip "lava-run must run as root"
command -v qemu-system-x86_64 > /dev/null || skip "no qemu-system-x86_64 (Debian: qemu-system-x86)"
command -v busybox > /dev/null || skip "no busybox (Debian: busybox-static)"
KERNEL=$(find /boot -maxdepth 1 -name "vmlinuz-6.1.*-amd64" | sort -V | tail -n 1)
if [ -z "$KERNEL" ] || [ ! -r "$KERNEL" ]; then
	skip "no Debian 6.1 kernel in /boot (linux-image-amd64)"
fi
RELEASE=${KERNEL#/boot/vmlinuz-}
[ -f "/lib/modules/$RELEASE/modules.dep" ] || skip "no /lib/modules/$RELEASE/modules.dep"
if ! command -v lava-run > /dev/null; then
	echo "check-lava: installing lava-dispatcher"
	export DEBIAN_FRONTEND=noninteractive
	{ apt-get update -qq && apt-get install -y -qq lava-dispatcher cpio git; } > /dev/null 2>&1
	command -v lava-run > /dev/null ||
		skip "lava-run is missing and apt-get could not install lava-dispatcher"
fi
for t in cpio git; do
	command -v $t > /dev/null || skip "no $t (Debian: $t)"
done
# Debian's python, the one lava-dispatcher's modules are installed for
PY=python3
[ -x /usr/bin/python3 ] && PY=/usr/bin/python3
$PY -c 'import yaml, lava_common.schemas' 2> /dev/null ||
	skip "$PY cannot import yaml and lava_common (Debian: lava-dispatcher)"

W=$(mktemp -d "${TMPDIR:-/tmp}/ltk-check-lava.XXXXXX") || exit 1
pids=""
cleanup() {
	for p in $pids; do
		kill "$p" 2> /dev/null
	done
	rm -rf "$W"
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP
export XDG_CACHE_HOME="$W/cache"
. "$SRC/mk/lib-checks.sh"
t0=$(date +%s)

# ---- the job templates against LAVA's job schema ----------------------------------------
# fill TEMPLATE [FIELD=VALUE...]: the template with its {{FIELD}}s replaced (the others by a URL)
fill() {
	$PY - "$@" <<'PY'
import re, sys
s = open(sys.argv[1]).read()
for a in sys.argv[2:]:
    k, v = a.split("=", 1)
    s = s.replace("{{%s}}" % k, v)
sys.stdout.write(re.sub(r"\{\{[A-Z_]+\}\}", lambda m: "http://lab.example/x", s))
PY
}
for tpl in job-qemu job-board; do
	fill "$SRC/lava/$tpl.yaml" SHARD=1/2 RUNTEST=syscalls SELECT=dup KERNEL_TYPE=image \
		DEVICE_TYPE=beaglebone-black > "$W/$tpl.yaml"
	check "lava/$tpl.yaml is a valid LAVA job (lava_common.schemas, strict)" \
		$PY -c 'import sys, yaml; from lava_common.schemas import validate
validate(yaml.safe_load(open(sys.argv[1])), strict=True, extra_context_variables=[])' \
		"$W/$tpl.yaml"
done

# ---- what the jobs need: ramdisk, LTK install tree, test definition repository -----------
ltk_run 0 vm --kernel "$KERNEL" --initramfs-only "$W/initramfs.cpio" &&
	check "ltk vm --initramfs-only writes the initramfs" test -s "$W/initramfs.cpio"
# newc names: what the LAVA guest loads in the background is in the archive (mk/newc.py
# fails on an archive without its trailer)
# shellcheck disable=SC2016 # expanded by the inner sh
check "the LAVA initramfs holds the filesystem modules (xfs)" sh -c '
	python3 "$1" "$2" > "$3" && grep -q " .*/xfs/xfs\.ko\$" "$3"' \
	sh "$SRC/mk/newc.py" "$W/initramfs.cpio" "$W/newc.list"
if ! sh "$SRC/mk/install.sh" "$O" "$W/inst/opt/ltk" /opt/ltk > "$W/out" 2>&1; then
	bad "make install's layout (mk/install.sh)"
	echo "$passed passed, $failed failed"
	exit 1
fi
# ---- lava/ltk-shard.sh on this machine, lava-test-case faked: pass, skip, fail, notes ----
mkdir -p "$W/fake"
printf '#!/bin/sh\necho "$*" >> "%s"\n' "$W/fake-cases" > "$W/fake/lava-test-case"
chmod +x "$W/fake/lava-test-case"
cat > "$W/rt" <<'RT'
dup01 dup01
fail01 echo 'rt.c:2: TFAIL: wrong "answer"'; exit 1
conf01 echo 'rt.c:1: TCONF: needs a unicorn'; exit 32
RT
PATH="$W/fake:$PATH" LTK_ROOT="$W/inst/opt/ltk" RUNTEST="$W/rt" RESULTS="$W/host" \
	sh "$SRC/lava/ltk-shard.sh" > "$W/out" 2>&1
rc=$?
sed 's/ --measurement [0-9.e-]* --units s$/ M/' "$W/fake-cases" 2> /dev/null | sort > "$W/got"
printf 'conf01 --result skip M\ndup01 --result pass M\nfail01 --result fail M\n' > "$W/want"
if [ $rc = 0 ] && cmp -s "$W/got" "$W/want"; then
	ok "ltk-shard.sh: one lava-test-case each, pass/skip/fail, the duration as measurement"
else
	bad "ltk-shard.sh exited $rc; cases: $(cat "$W/fake-cases" 2> /dev/null)"
fi
check "ltk-shard.sh prints the TCONF reason and the first failure" sh -c \
	"grep -qx 'ltk-shard: conf01: conf: needs a unicorn' '$W/out' &&
	 grep -qx 'ltk-shard: fail01: fail: rt.c:2: TFAIL: wrong \"answer\"' '$W/out'"
check "ltk-shard.sh prints the results directory between LTK-RESULTS lines" sh -c \
	"sed -n '/^LTK-RESULTS BEGIN 1\/1\$/,/^LTK-RESULTS END 1\/1\$/p' '$W/out' |
	 sed '1d;\$d' | base64 -d | tar -tzf - | grep -qx './results.json'"

# the install tree with only the selection's test programs (the whole tree is 400 MB)
set --
for t in $TESTS; do
	set -- "$@" "opt/ltk/testcases/bin/$t"
done
tar -C "$W/inst" -czf "$W/ltk.tar.gz" opt/ltk/bin opt/ltk/runtest opt/ltk/scenario_groups "$@"
rm -rf "$W/inst"
# a git repository holding lava/ as it is in this tree (a lab points at LTK's own)
mkdir -p "$W/repo/lava"
cp "$SRC/lava/ltk-shard.yaml" "$SRC/lava/ltk-shard.sh" "$W/repo/lava/"
if ! { git -C "$W/repo" init -q && git -C "$W/repo" add lava &&
	git -C "$W/repo" -c user.name=check -c user.email=check@localhost commit -qm lava; }; then
	bad "a git repository for the test definition"
fi

# ---- two jobs, one per shard, at once ------------------------------------------------------
id0=$$
for k in $(seq 1 $N); do
	fill "$SRC/lava/job-qemu.yaml" "KERNEL_URL=file://$KERNEL" \
		"RAMDISK_URL=file://$W/initramfs.cpio" "LTK_URL=file://$W/ltk.tar.gz" \
		"LTK_GIT=file://$W/repo" "SHARD=$k/$N" RUNTEST=syscalls "SELECT=$SELECT" \
		> "$W/job$k.yaml"
	timeout -k 10 480 lava-run --job-id "$id0$k" --output-dir "$W/lava$k" \
		--device "$SRC/lava/device-qemu.yaml" "$W/job$k.yaml" > "$W/log$k.yaml" 2>&1 &
	pids="$pids $!"
done
k=1
for p in $pids; do
	wait "$p"
	echo $? > "$W/rc$k"
	k=$((k + 1))
done
pids=""
echo "   (two LAVA jobs in $(($(date +%s) - t0)) s)"

# ---- the same selection under a local ltk vm, for the expected statuses -------------------
"$LTK" vm --kernel "$KERNEL" --results "$W/local" -f syscalls -s "$SELECT" > "$W/out" 2>&1
if [ -f "$W/local/results.json" ]; then
	ok "a local ltk vm run of the selection"
else
	bad "a local ltk vm run of the selection (no results.json)"
fi

# ---- read the jobs back (lava/collect.py: LAVA's results and the shard's results dir) ---
for k in $(seq 1 $N); do
	$PY "$SRC/lava/collect.py" "$W/log$k.yaml" "$W/shard-$k" > "$W/out" 2>&1
	crc=$?
	rc=$(cat "$W/rc$k")
	job=$(cat "$W/shard-$k/lava-job.txt" 2> /dev/null)
	if [ "$rc" = 0 ] && [ "$job" = pass ]; then
		ok "LAVA job $k ($k/$N): lava-run exited 0, job result pass"
	else
		bad "LAVA job $k ($k/$N): lava-run exited $rc, job result ${job:-none}"
		grep -E '"lvl": "(error|exception)"' "$W/log$k.yaml" | tail -n 5 | cut -c1-300
	fi
	if [ $crc = 0 ] && [ -f "$W/shard-$k/results.json" ]; then
		ok "lava/collect.py read job $k's results directory back from its log"
	else
		bad "lava/collect.py found no results directory in job $k's log (exit $crc)"
	fi
	cp "$W/shard-$k/lava-results.txt" "$W/cases-$k" 2> /dev/null || : > "$W/cases-$k"
done

cat "$W"/cases-* > "$W/cases"
check "the two jobs together reported $(wc -l < "$W/cases") test cases, each shard at least one" \
	sh -c "[ -s '$W/cases-1' ] && [ -s '$W/cases-2' ]"
"$LTK" merge "$W/merged" "$W"/shard-[0-9] > "$W/out" 2>&1
rc=$?
if [ $rc = 0 ]; then
	ok "ltk merge of the two shards: no conflict"
else
	bad "ltk merge of the two shards exited $rc"
fi

# what a lab sends to KernelCI: the merged run as one KCIDB document
if "$LTK" report --kcidb "$W/kcidb.json" --origin ltk_check "$W/merged" > "$W/out" 2>&1; then
	# shellcheck disable=SC2086 # TESTS is a list of names
	check "ltk report --kcidb of the merged run: one KCIDB test per test of the selection" \
		$PY -c 'import json, sys
t = sorted(x["path"].rsplit(".", 1)[1] for x in json.load(open(sys.argv[1]))["tests"])
sys.exit(t != sorted(sys.argv[2:]))' "$W/kcidb.json" $TESTS
else
	bad "ltk report --kcidb of the merged run"
fi

# every test: once in LAVA's results, once in the merged results.json, status as local
# shellcheck disable=SC2086 # TESTS is a list of names
$PY - "$W/cases" "$W/merged/results.json" "$W/local/results.json" \
	$TESTS > "$W/cmp" <<'PY'
import json, sys
cases, merged, local = sys.argv[1:4]
tests = sys.argv[4:]
lava = {}
for line in open(cases):
    name, res, meas = line.split()
    lava.setdefault(name, []).append((res, meas))
def statuses(path):
    d = {}
    for x in json.load(open(path))["results"]:
        d.setdefault(x["test_fqn"], []).append(x)
    return d
m = statuses(merged)
try:
    loc = statuses(local)
except OSError:
    loc = {}
word = lambda st: "pass" if st == "pass" else "skip" if st in ("conf", "skip") else "fail"
for name in sorted(set(tests) | set(lava) | set(m)):
    want = loc.get(name, [{}])[0].get("ltk_status", "(not in the local run)")
    got_lava = [r for r, _ in lava.get(name, [])]
    got_m = [x.get("ltk_status") for x in m.get(name, [])]
    ok = name in tests and got_lava == [word(want)] and got_m == [want]
    if ok:
        meas = float(lava[name][0][1])
        dur = m[name][0]["test"]["duration"]
        ok = abs(meas - dur) < 1e-6
    print("%s %s lava=%s merged=%s local=%s" % ("ok" if ok else "bad", name,
          ",".join(got_lava) or "none", ",".join(got_m) or "none", want))
PY
while read -r verdict name rest; do
	if [ "$verdict" = ok ]; then
		ok "$name reported once, as locally: $rest"
	else
		bad "$name: $rest (want: once in LAVA and in the merged results, as locally)"
	fi
done < "$W/cmp"
[ -s "$W/cmp" ] || bad "no comparison ($PY failed)"
echo "   (all in $(($(date +%s) - t0)) s)"
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
