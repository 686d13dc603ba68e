#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Self-tests of `ltk vm` and `ltk compare`: boots Debian's kernel (linux-image-amd64) under
# QEMU with a small runtest file (quick tests and one that crashes the guest kernel via
# /proc/sysrq-trigger), checks that the results come back with the guest kernel's release,
# that the crash is charged to its test (brok, "kernel panic") and that the run went on in a
# fresh VM; a guest gone silent (hung); SIGTERM and --resume; two VMs with -j 2; the
# initramfs cache and content; the saved guest (restored, replaced when broken, --no-snapshot);
# bad options; ltk compare's duration lines and HTML page.
# Skips (0 passed, 0 failed) without qemu, busybox or a kernel.
#   mk/check-vm.sh [BUILD_DIR]
set -u
O=${1:-build}
SRC=$(cd "$(dirname "$0")/.." && pwd)
case $O in /*) ;; *) O=$SRC/$O ;; esac
LTK=$O/bin/ltk
passed=0
failed=0

skip() {
	echo "check-vm: skipped: $*"
	echo "0 passed, 0 failed"
	exit 0
}
[ -x "$LTK" ] || skip "$LTK is not built"
command -v qemu-system-x86_64 > /dev/null || skip "no qemu-system-x86_64 (Debian: qemu-system-x86)"
command -v busybox > /dev/null || skip "no busybox (Debian: busybox-static)"
KERNEL=$(find /boot -maxdepth 1 -name "vmlinuz-*-amd64" | sort -V | tail -n 1)
if [ -z "$KERNEL" ] || [ ! -r "$KERNEL" ]; then
	skip "no Debian kernel in /boot (Debian: linux-image-amd64)"
fi
RELEASE=${KERNEL#/boot/vmlinuz-}
[ -f "/lib/modules/$RELEASE/modules.dep" ] || skip "no /lib/modules/$RELEASE/modules.dep"

W=$(mktemp -d "${TMPDIR:-/tmp}/ltk-check-vm.XXXXXX") || exit 1
trap 'rm -rf "$W"' EXIT
export XDG_CACHE_HOME="$W/cache"

. "$SRC/mk/lib-checks.sh"
# json DIR PYTHON-EXPRESSION: true when the expression over d (results.json) and r (results by
# tag) holds
json() {
	python3 - "$1/results.json" "$2" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
for x in d["results"]:
    x["status"] = x.get("ltk_status", x["status"])   # LTK's word (kirk's says brok for timeout)
r = {x["test_fqn"]: x for x in d["results"]}
ok = eval("(" + sys.argv[2] + ")")
if not ok:
    print("false:", sys.argv[2])
    print({t: (x["status"], x["reason"], x["findings"]) for t, x in r.items()})
sys.exit(0 if ok else 1)
PY
}

# ---- bad input, before any VM --------------------------------------------------------------
ltk_run 64 vm -f syscalls && check "ltk vm without --kernel: usage error" out_has "kernel"
ltk_run 64 vm --kernel "$W/none" && check "ltk vm with a missing kernel" out_has "$W/none"
ltk_run 64 vm --kernel "$KERNEL" --memory lots && check "ltk vm --memory lots" out_has "memory"
ltk_run 64 vm --kernel "$KERNEL" --hang-timeout -3 && ok "ltk vm --hang-timeout -3"
echo "not a kernel" > "$W/notkernel"
ltk_run 64 vm --kernel "$W/notkernel" && check "ltk vm on a file that is no bzImage" \
	out_has "not a bzImage"
ltk_run 0 vm --help && check "ltk vm --help" out_has "^Usage: ltk vm"

# ---- a small run with a crashing test ------------------------------------------------------
cat > "$W/rt" <<'RT'
close01 close01
crash01 echo c > /proc/sysrq-trigger; sleep 60
dup01 dup01
write01 write01
xfsmod01 grep -qw xfs /proc/filesystems
RT
t0=$(date +%s)
# exit 18: a test broke (2) and the guest kernel panicked (16)
if ltk_run 18 vm --kernel "$KERNEL" --results "$W/r1" -f "$W/rt" -j 1; then
	ok "ltk vm with a panicking test exits 18 (16 guest crash | 2 brok)"
fi
echo "   (booted twice and ran 4 tests in $(($(date +%s) - t0)) s)"
check "the initramfs was built" out_has "ltk vm: built .*initramfs-$RELEASE-"
check "results.json names the guest kernel $RELEASE" \
	json "$W/r1" "d['environment']['kernel'] == '$RELEASE'"
check "the quick tests passed in the guest" \
	json "$W/r1" "all(r[t]['status'] == 'pass' for t in ('close01', 'dup01', 'write01'))"
check "the background modules were loaded: xfs is registered in the guest" \
	json "$W/r1" "r['xfsmod01']['status'] == 'pass'"
check "the background module loads went without an error" sh -c \
	"grep -aq 'ltk-vm: modules loaded' '$W/r1/console.log' &&
	 ! grep -aq 'LTK-VM: insmod' '$W/r1/console.log'"
check "the crashing test is brok with a kernel panic finding" \
	json "$W/r1" "r['crash01']['status'] == 'brok' and
		'kernel panic' in r['crash01']['reason'] and
		any('kernel panic' in f for f in r['crash01']['findings'])"
check "the run continued after the panic (dup01, write01 ran in a second VM)" \
	json "$W/r1" "d['ltk']['complete'] and len(r) == 5"
check "the console of both VMs is in console.log" \
	sh -c "grep -aq '=== ltk vm: session 2,' '$W/r1/console.log' &&
	       ! grep -aq '=== ltk vm: session 3,' '$W/r1/console.log'"
check "the first VM saved the booted guest" out_has "ltk vm: saved the booted guest in"
check "the VM after the panic restored the saved guest, which holds the boot's console" sh -c "
	grep -aq '=== ltk vm: session 2, .*restored from the saved boot ===' '$W/r1/console.log' &&
	grep -aq 'the boot of the saved guest' '$W/r1/console.log' &&
	test \$(grep -ac 'ltk-vm: init started' '$W/r1/console.log') = 2"
check "the crashed test's log holds the panic" \
	grep -q "sysrq triggered crash" "$W/r1/logs/crash01.log"
check "junit.xml and ltk.log came back" test -s "$W/r1/junit.xml" -a -s "$W/r1/ltk.log"
check "the boot time was printed" out_has "ltk vm: booted in .* s, first test at"
check "a run with a line without metadata waits for the background module loads" \
	grep -aq "ltk-vm: waiting for the filesystem modules" "$W/r1/console.log"

# ---- a hung guest: every process but init and the test stopped, so the console goes quiet ----
cat > "$W/rth" <<'RT'
hang01 kill -STOP -1; sleep 300
dup01 dup01
RT
if ltk_run 18 vm --kernel "$KERNEL" --results "$W/rh" -f "$W/rth" --hang-timeout 15; then
	ok "ltk vm with a guest that goes silent exits 18"
fi
check "the silent guest is charged to the running test as hung" \
	json "$W/rh" "r['hang01']['status'] == 'brok' and 'guest hung' in r['hang01']['reason']"
check "the run continued after the hang" json "$W/rh" "r['dup01']['status'] == 'pass'"

# ---- interrupted while a test runs: QEMU is stopped, nothing is left, --resume finishes -----
printf 'close01 close01\nsleep01 sleep 15\ndup01 dup01\n' > "$W/rts"
"$LTK" vm --kernel "$KERNEL" --results "$W/ri" -f "$W/rts" > "$W/out" 2>&1 &
pid=$!
i=0
while [ $i -lt 300 ] && ! grep -q "PASS  *close01" "$W/out"; do sleep 1; i=$((i + 1)); done
sleep 2
kill -TERM "$pid"
wait "$pid"
rc=$?
if [ "$rc" = 130 ]; then ok "ltk vm stopped by SIGTERM exits 130"; else bad "SIGTERM: exit $rc"; fi
check "no QEMU is left running after the interruption" \
	sh -c "sleep 1; ! ps -eo args= | grep -v grep | grep -q -- 'path=$W/ri'"
check "the interruption says how to resume" out_has "resume $W/ri"
if ltk_run 0 vm --kernel "$KERNEL" --resume "$W/ri"; then ok "ltk vm --resume"; fi
check "the resumed run is complete: the interrupted test ran again, the rest too" \
	json "$W/ri" "d['ltk']['complete'] and sorted(r) == ['close01', 'dup01', 'sleep01'] and
	 all(x['status'] == 'pass' for x in r.values())"

# ---- what the initramfs holds (read back with mk/newc.py) -----------------------------------
check "the initramfs: init, busybox, dash as /bin/sh, console, libc, loader, fs tools, ip" \
	python3 - "$W/cache/ltk/vm" "$SRC/mk" <<'PY'
import glob, os, shutil, stat, sys
sys.dont_write_bytecode = True	# no __pycache__ in the source tree
sys.path.insert(0, sys.argv[2])
import newc
path, = glob.glob(os.path.join(sys.argv[1], "initramfs-*.cpio"))
ent = {n: (e.mode, e.data, e.rdev_major, e.rdev_minor) for n, e in newc.read(path).items()}
assert stat.S_ISREG(ent["init"][0]) and ent["init"][0] & 0o111, "init"
assert stat.S_ISCHR(ent["dev/console"][0]) and ent["dev/console"][2:] == (5, 1), "console"
assert ent["bin/busybox"][1] == open("/bin/busybox", "rb").read(), "busybox"
assert any(n.endswith("/libc.so.6") for n in ent), "libc"
assert "lib64/ld-linux-x86-64.so.2" in ent, "loader"
assert "usr/sbin/mkfs.ext4" in ent and "usr/sbin/mkfs.xfs" in ent, "mkfs"
assert stat.S_ISREG(ent["usr/sbin/mkfs.ext4"][0]), "a tool is not replaced by an applet link"
for n in ("xfs_repair", "btrfs", "fsck.vfat", "fsck.exfat", "ntfsfix", "blkid", "ip"):
    assert stat.S_ISREG(ent["usr/sbin/" + n][0]), n
# the shell tests' shell: busybox's would run its own mkswap, ip... instead of the tools
assert ent["bin/sh"][1] == open(shutil.which("dash"), "rb").read(), "/bin/sh is not dash"
for n in ("bin/mount", "sbin/insmod"):	# no busybox --install at boot
    assert stat.S_ISLNK(ent[n][0]) and ent[n][1] == b"/bin/busybox", n
for n in ("proc", "sys", "tmp", "run", "var/tmp"):
    assert stat.S_ISDIR(ent[n][0]), n
assert b"devtmpfs /dev devtmpfs" in ent["etc/fstab"][1], "fstab"
for n in ent:	# every directory comes before what it holds
    assert os.path.dirname(n) == "" or os.path.dirname(n) in ent, n
order = [os.path.basename(l) for l in ent["etc/ltk-modules"][1].decode().split()]
for dep, mod in (("virtio_ring.ko", "virtio_pci.ko"), ("9pnet.ko", "9p.ko"),
                 ("netfs.ko", "9p.ko"), ("jbd2.ko", "ext4.ko"), ("mbcache.ko", "ext4.ko"),
                 ("9pnet.ko", "9pnet_virtio.ko"), ("fat.ko", "vfat.ko")):
    assert dep in order and mod in order and order.index(dep) < order.index(mod), (dep, mod)
assert len(order) == len(set(order)), "a module twice"
later = [os.path.basename(l) for l in ent["etc/ltk-modules-later"][1].decode().split()]
assert "xfs.ko" in later and "ext4.ko" in later, later
assert not {"9p.ko", "virtio_pci.ko", "loop.ko"} & set(later), later
assert {"crc32c_generic.ko", "nls_utf8.ko", "zram.ko", "fuse.ko", "overlay.ko",
        "veth.ko"} <= set(later), later
boot = set(order[:len(order) - len(later)])
assert {"9p.ko", "loop.ko"} <= boot and not boot - {"virtio_pci.ko", "virtio_pci_legacy_dev.ko",
    "virtio_pci_modern_dev.ko", "virtio_ring.ko", "virtio.ko", "9pnet.ko", "9pnet_virtio.ko",
    "netfs.ko", "fscache.ko", "9p.ko", "loop.ko"}, boot
assert order[len(order) - len(later):] == later, "the later modules come last"
PY

# ---- two VMs, a shard each; the initramfs comes from the cache -----------------------------
# the cache: files unused for two weeks go, those this run uses are marked and stay
C=$XDG_CACHE_HOME/ltk/vm
touch "$C/initramfs-gone-0.cpio" "$C/snapshot-gone-0.state" "$C/vmlinux-recent" "$C/other-file"
touch -d '20 days ago' "$C/initramfs-gone-0.cpio" "$C/snapshot-gone-0.state" "$C/other-file" \
	"$C"/initramfs-"$RELEASE"-*.cpio "$C"/snapshot-*.state
printf 'close01 close01\ndup01 dup01\n' > "$W/rt2"
if ltk_run 0 vm --kernel "$KERNEL" --results "$W/r2" -f "$W/rt2" -j 2; then
	ok "ltk vm -j 2"
fi
check "the second run used the cached initramfs" out_has "(cached)"
check "the cache keeps what the run used and recent files, drops what was unused for weeks" \
	sh -c "test ! -e '$C/initramfs-gone-0.cpio' && test ! -e '$C/snapshot-gone-0.state' &&
	       test -e '$C/vmlinux-recent' && test -e '$C/other-file' &&
	       ls '$C'/initramfs-$RELEASE-*.cpio '$C'/snapshot-*.state > /dev/null 2>&1"
check "a run of tests without a device does not wait for the filesystem modules" \
	sh -c "! grep -aq 'waiting for the filesystem modules' '$W'/r2/shard-*/console.log"
check "each VM ran its shard" json "$W/r2/shard-1" "len(r) == 1 and
	list(r.values())[0]['status'] == 'pass' and d['environment']['kernel'] == '$RELEASE'"
check "the shards' results are merged into one results.json" json "$W/r2" \
	"sorted(r) == ['close01', 'dup01'] and d['stats']['tests']['pass'] == 2 and
	 all(x['test']['log_file'].startswith('shard-') for x in r.values())"
check "the two shards together ran both tests" python3 -c "
import json
a = json.load(open('$W/r2/shard-1/results.json'))['results']
b = json.load(open('$W/r2/shard-2/results.json'))['results']
assert sorted(x['test_fqn'] for x in a + b) == ['close01', 'dup01']"

if ltk_run 0 vm --kernel "$KERNEL" --resume "$W/r2/shard-1"; then
	check "resuming a complete shard deals it the same tests: nothing to run" \
		out_has "0 tests to run"
fi

# ---- a test naming kernel config options: a module may be behind them ----------------------
printf 'getppid01 getppid01\n' > "$W/rt3"
if ltk_run 0 vm --kernel "$KERNEL" --results "$W/r3" -f "$W/rt3" --no-snapshot; then
	ok "ltk vm --no-snapshot with a test that names kernel config options"
fi
check "a booted guest waits for the background modules for a test naming kernel config" \
	grep -aq "ltk-vm: waiting for the filesystem modules" "$W/r3/console.log"
check "--no-snapshot boots the kernel" sh -c "
	! grep -aq 'restored from the saved boot' '$W/r3/console.log' &&
	grep -aq 'ltk-vm: init started' '$W/r3/console.log'"

# ---- the saved guest: a new clock and random seed when restored, a bad one replaced ------------
set -- "$XDG_CACHE_HOME"/ltk/vm/snapshot-*.state
if [ $# = 1 ] && [ -s "$1" ]; then
	ok "one saved guest in the cache"
	snap=$1
	head -c 100000 "$snap" > "$W/snap" && cat "$W/snap" > "$snap"
	printf 'close01 close01\n' > "$W/rt4"
	ltk_run 0 vm --kernel "$KERNEL" --results "$W/r4" -f "$W/rt4" &&
		check "a saved guest that cannot be restored is booted and saved again" sh -c "
		grep -q 'could not be restored: booting' '$W/out' &&
		grep -q 'saved the booted guest in' '$W/out' && test \$(wc -c < '$snap') -gt 1000000"
else
	bad "one saved guest in the cache: found $*"
fi
now=$(date +%s)
cat > "$W/rt5" <<RT
clock01 d=\$(date +%s); [ \$d -ge $now ] && [ \$d -le $((now + 300)) ]
vmfork01 dmesg | grep -q 'crng reseeded due to virtual machine fork'
getppid01 getppid01
RT
if ltk_run 0 vm --kernel "$KERNEL" --results "$W/r5" -f "$W/rt5"; then
	ok "ltk vm restoring the saved guest"
fi
check "a restored guest has the host's time, a reseeded random pool, every module" \
	json "$W/r5" "all(x['status'] == 'pass' for x in r.values()) and len(r) == 3"
check "a restored guest does not wait for modules and says it was restored" sh -c "
	grep -aq 'restored from the saved boot' '$W/r5/console.log' &&
	! grep -aq 'ltk-vm: waiting for the filesystem modules' '$W/r5/console.log' &&
	grep -q 'ltk vm: restored in .* s, first test at' '$W/out'"

# ---- ltk compare: durations and the HTML page ----------------------------------------------
mkdir -p "$W/ca" "$W/cb"
python3 - "$W/r1/results.json" "$W/ca/results.json" "$W/cb/results.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
json.dump(d, open(sys.argv[2], "w"))
for x in d["results"]:
    if x["test_fqn"] == "close01":
        x["test"]["duration"] += 5
    if x["test_fqn"] == "dup01":
        x["status"] = x["ltk_status"] = "fail"
    if x["test_fqn"] == "write01":
        x["status"] = x["ltk_status"] = "conf"
json.dump(d, open(sys.argv[3], "w"))
PY
if ltk_run 1 compare --html "$W/c.html" "$W/ca" "$W/cb"; then
	ok "ltk compare --html with a regression exits 1"
fi
check "compare: the slower test is listed" out_has "^SLOWER  *close01 "
check "compare: the regression is listed" out_has "^REGRESSION  *dup01  *pass -> fail"
check "compare: PASS -> CONF is listed" out_has "^CHANGED  *write01  *pass -> conf"
check "compare: the HTML page is well formed and names both kernels and the changes" \
	python3 -c "
import html.parser, sys
s = open('$W/c.html').read()
class P(html.parser.HTMLParser):
    rows = []
    def handle_starttag(self, tag, attrs):
        if tag == 'tr' and attrs:
            self.rows.append(dict(attrs).get('class'))
p = P(); p.feed(s); p.close()
assert s.count('$RELEASE') >= 2, 'kernel'
assert p.rows.count('regression') == 1 and p.rows.count('slower') == 1, p.rows
assert p.rows.count('changed') == 1, p.rows
assert '<script' not in s and 'http' not in s, 'not self-contained'"
ltk_run 64 compare --html && ok "ltk compare --html without directories: usage error"

echo
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
