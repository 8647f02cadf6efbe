"""Checks the Gen assembly of every kernel a program compiled to.

    check-asm.py OUTDIR DEVICE...

For each device, each OUTDIR/bin/<device>/*.asm must end its thread (EOT),
send at least one message (a kernel that writes nothing was miscompiled or
emptied) and spill nothing. Prints one line per kernel and device:
instructions, sends, spills.
"""
import glob
import os
import re
import sys


def main():
    out, devices = sys.argv[1], sys.argv[2:]
    failed = False
    for device in devices:
        files = sorted(glob.glob(os.path.join(out, "bin", device, "*.asm")))
        if not files:
            print(f"{device}: no assembly in {out}/bin/{device}")
            failed = True
        for path in files:
            text = open(path).read()
            lines = [l for l in text.splitlines()
                     if re.match(r"^\s*(\(W\)\s*)?\(?[a-z]", l)
                     and not l.lstrip().startswith("//")]
            sends = sum(1 for l in lines if re.search(r"\bsendc?s?\b|\bsendg", l))
            spills = len(re.findall(r"spill|scratch", text, re.IGNORECASE))
            eot = "EOT" in text
            name = os.path.basename(path)[:-4]
            print(f"{device} {name}: {len(lines)} instructions, {sends} sends, "
                  f"{spills} spills")
            if not eot or sends == 0 or spills:
                print(f"  error: {'no EOT ' if not eot else ''}"
                      f"{'no send ' if sends == 0 else ''}"
                      f"{'spills' if spills else ''}")
                failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
