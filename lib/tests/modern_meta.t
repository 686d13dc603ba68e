# SPDX-License-Identifier: GPL-2.0-or-later
# --metadata: one JSON object on stdout from the struct, nothing run, nothing touched.
mkdir -p "$T/tmp"
export TMPDIR="$T/tmp"
# Per run (30 + 10) x LTP_TIMEOUT_MUL 2 + runtime 5 s; 2 variants x 2 filesystems.
KCONFIG_SKIP_CHECK=1 LTP_TIMEOUT_MUL=2 run modern_meta --metadata
expect_exit 0
expect_no_line 'the test ran'
[ -s "$T/err" ] && fail "--metadata wrote to stderr"
python3 - "$T/out" <<'PY' || fail "metadata JSON is wrong"
import json, sys
m = json.load(open(sys.argv[1]))
exp = {
    "ltk_metadata": 1, "name": "modern_meta", "api": "tst_test",
    "description": "Checks \"metadata\" of a test\twith escapes",
    "needs_root": True, "needs_tmpdir": True, "needs_device": True, "format_device": True,
    "mount_device": True, "all_filesystems": False, "filesystems": ["ext4", "xfs"],
    "skip_filesystems": ["vfat"], "dev_min_size": 64, "needs_kconfigs": ["CONFIG_USER_NS"],
    "needs_cmds": ["mkfs.ext4 >= 1.43.0"],
    "caps": [{"action": "drop", "name": "CAP_SYS_ADMIN"}], "min_kver": "3.10",
    "supported_archs": ["x86_64", "aarch64"], "forks_child": True, "needs_checkpoints": True,
    "timeout": 40, "runtime": 5, "timeout_total": 340, "test_variants": 2, "tcnt": 3,
    "tags": [{"name": "linux-git", "value": "0123456789ab"}, {"name": "CVE", "value": "2017-0000"}],
    "save_restore": ["/proc/sys/kernel/xyz"], "runs_alone": True, "exclusive": ["swap", "net"],
}
for k, v in exp.items():
    if m.get(k) != v:
        print("  %s: %r != %r" % (k, m.get(k), v))
        sys.exit(1)
extra = set(m) - set(exp)
if extra:
    print("  unexpected keys", extra)
    sys.exit(1)
PY

# A plain test: defaults, absent arrays are [], absent strings "".
run modern_res --metadata
expect_exit 0
python3 - "$T/out" <<'PY' || fail "defaults in metadata are wrong"
import json, sys
m = json.load(open(sys.argv[1]))
assert m["name"] == "modern_res" and m["description"] == "" and m["min_kver"] == ""
assert m["needs_root"] is False and m["needs_tmpdir"] is False and m["runs_alone"] is False
assert m["filesystems"] == [] and m["caps"] == [] and m["needs_kconfigs"] == []
assert m["exclusive"] == []
assert m["timeout"] == 30 and m["runtime"] == 0 and m["test_variants"] == 1 and m["tcnt"] == 1
assert m["timeout_total"] in (30, 120)  # x4 on a kernel with a debug config
PY

# Works without root (and without touching anything).
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then
	run_cmd setpriv --reuid=65534 --regid=65534 --clear-groups "$BIN/modern_meta" --metadata
	expect_exit 0
	grep -q '"needs_root": true' "$T/out" || fail "no metadata as an unprivileged user"
fi
[ -z "$(ls -A "$T/tmp")" ] || fail "--metadata created something in TMPDIR: $(ls "$T/tmp")"
finish
