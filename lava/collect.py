#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""Read an LTK shard back from a LAVA job log (lava-run's output, or `lavacli jobs logs
--raw ID`): the results directory the test definition printed in base64 between
"LTK-RESULTS BEGIN K/N" and "LTK-RESULTS END K/N" is unpacked into DIR (results.json,
results.jsonl, ltk.log, junit.xml, logs/: what `ltk merge` takes), and LAVA's own view is
written to DIR/lava-results.txt: one "CASE RESULT MEASUREMENT" line per lava-test-case of
the ltk-shard definition; the job's own result (pass, fail) to DIR/lava-job.txt.

  lava/collect.py LOG DIR
Exit: 0; 1 when the log holds no results directory; 2 usage error."""
import base64
import io
import os
import sys
import tarfile

import yaml


def main(argv):
    if len(argv) != 3:
        sys.stderr.write(__doc__.split("\n\n")[1] + "\n")
        return 2
    log, out = argv[1:]
    cases, block, inside, job, blob = [], [], False, "none", None
    with open(log, encoding="utf-8", errors="replace") as f:
        for line in f:
            # lava-run writes one YAML flow mapping per line; lavacli's raw log a list of them
            line = line.strip()
            if line.startswith("- {"):
                line = line[2:]
            if not line.startswith("{"):
                continue
            try:
                d = yaml.safe_load(line)
            except yaml.YAMLError:
                continue
            if not isinstance(d, dict):
                continue
            msg = d.get("msg")
            if d.get("lvl") == "results" and isinstance(msg, dict):
                if str(msg.get("definition", "")).endswith("_ltk-shard"):
                    cases.append("%s %s %s" % (msg.get("case"), msg.get("result"),
                                               msg.get("measurement", "-")))
                elif msg.get("definition") == "lava" and msg.get("case") == "job":
                    job = msg.get("result", "none")
            elif d.get("lvl") == "target" and isinstance(msg, str):
                s = msg.strip()
                if s.startswith("LTK-RESULTS BEGIN"):
                    inside, block = True, []
                elif s.startswith("LTK-RESULTS END"):
                    inside = False
                    blob = base64.b64decode("".join(block))
                elif inside:
                    block.append(s)
    os.makedirs(out, exist_ok=True)
    if blob is not None:
        with tarfile.open(fileobj=io.BytesIO(blob), mode="r:gz") as tar:
            for m in tar.getmembers():
                if m.name.startswith("/") or ".." in m.name.split("/"):
                    raise SystemExit("%s: unsafe path in the results: %s" % (log, m.name))
            tar.extractall(out)
    with open(os.path.join(out, "lava-results.txt"), "w") as f:
        f.write("".join(c + "\n" for c in cases))
    with open(os.path.join(out, "lava-job.txt"), "w") as f:
        f.write(job + "\n")
    if blob is None:
        sys.stderr.write("%s: no LTK-RESULTS block\n" % log)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
