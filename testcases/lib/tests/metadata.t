# SPDX-License-Identifier: GPL-2.0-or-later
# --metadata prints the doc/metadata.md JSON built from TST_* and runs nothing.
command -v python3 > /dev/null 2>&1 || skip "python3 needed to parse JSON"
sh_run metadata --metadata
expect_exit 0
expect_no_line 'TINFO'
python3 - "$T/out" <<'PY' || fail "metadata JSON is wrong"
import json, sys
m = json.load(open(sys.argv[1]))
want = {
    "ltk_metadata": 1, "name": "metadata", "api": "tst_test.sh",
    "description": 'metadata "quoted" \\ test',
    "needs_root": True, "needs_tmpdir": True, "needs_device": True,
    "format_device": True, "mount_device": True, "all_filesystems": False,
    "filesystems": ["xfs"], "skip_filesystems": ["vfat", "exfat"],
    "dev_min_size": 512, "needs_kconfigs": ["CONFIG_XFS_FS", "CONFIG_BLOCK=y"],
    "needs_drivers": ["loop", "zram"],
    "needs_cmds": ["mkfs.xfs", "tar"], "min_kver": "4.19", "timeout": 120,
    "tcnt": 4, "runs_alone": True, "exclusive": ["swap", "net"], "caps": [], "tags": [], "save_restore": [],
    "needs_checkpoints": False, "test_variants": 1, "runtime": 0,
}
bad = [(k, m.get(k), v) for k, v in want.items() if m.get(k) != v]
for b in bad:
    print("key %s: got %r, want %r" % b)
sys.exit(1 if bad else 0)
PY
# a minimal test: defaults
sh_run basic --metadata
expect_exit 0
python3 - "$T/out" <<'PY' || fail "metadata defaults are wrong"
import json, sys
m = json.load(open(sys.argv[1]))
ok = (m["name"] == "basic" and m["tcnt"] == 3 and m["timeout"] == 300
      and m["needs_tmpdir"] is True and m["needs_device"] is False
      and m["needs_root"] is False and m["filesystems"] == [] and m["description"] == ""
      and m["needs_drivers"] == [] and m["exclusive"] == [])
sys.exit(0 if ok else 1)
PY
no_leftovers
