#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# make install: lay out an install tree that ltk recognises as its own.
#   mk/install.sh BUILD_DIR DEST PREFIX
# DEST is where files go ($(DESTDIR)$(PREFIX)); PREFIX is where they will live (ltk.pc).
#   DEST/bin/ltk, bin/runltp, runltp    the runner and its runltp wrapper (also where LTP's was)
#   DEST/bin/kirk                       kirk's command line mapped onto ltk run
#   DEST/testcases/bin/*                every built test and script
#   DEST/runtest/*, scenario_groups/*   the test lists
#   DEST/include/ltk/...                public headers (lapi/ too), ltk_config.h, config.h
#   DEST/lib/libltk.a, lib/pkgconfig/ltk.pc
set -eu
O=$1
DEST=$2
PREFIX=$3
SRC=$(cd "$(dirname "$0")/.." && pwd)
cd "$SRC"

install -d "$DEST/bin" "$DEST/testcases/bin" "$DEST/runtest" "$DEST/scenario_groups" \
	"$DEST/include/ltk" "$DEST/lib/pkgconfig"
[ -x "$O/bin/ltk" ] && install -m 0755 "$O/bin/ltk" "$DEST/bin/ltk"
install -m 0755 runner/runltp "$DEST/bin/runltp"
install -m 0755 runner/runltp "$DEST/runltp"	# where LTP's was: lab scripts call it there
install -m 0755 runner/kirk "$DEST/bin/kirk"

if [ -d "$O/testcases/bin" ]; then
	for f in "$O"/testcases/bin/*; do
		[ -f "$f" ] || continue
		install -m 0755 "$f" "$DEST/testcases/bin/"
	done
	# data files some tests read through $LTPROOT/testcases/data
	[ -d "$O/testcases/data" ] && cp -R "$O/testcases/data" "$DEST/testcases/"
fi
for dir in runtest scenario_groups; do
	[ -d $dir ] || continue
	for f in "$dir"/*; do
		[ -f "$f" ] || continue
		case ${f##*/} in Makefile*) continue ;; esac
		install -m 0644 "$f" "$DEST/$dir/"
	done
done

# headers keep their sub-directories (lapi/...)
(cd include && find . -name '*.h' -type f) | while read -r h; do
	install -d "$DEST/include/ltk/$(dirname "$h")"
	install -m 0644 "include/$h" "$DEST/include/ltk/$h"
done
install -m 0644 "$O/include/ltk_config.h" "$DEST/include/ltk/ltk_config.h"
# LTP's tests include "config.h" and test its HAVE_* macros.
[ -f "$O/include/config.h" ] && install -m 0644 "$O/include/config.h" "$DEST/include/ltk/config.h"
install -m 0644 "$O/lib/libltk.a" "$DEST/lib/libltk.a"

# The optional libraries config.h says are there (HAVE_LIBAIO ...): a test using them links.
libs=""
[ -f "$O/config.libs" ] && libs=$(tr '\n' ' ' < "$O/config.libs")
cat > "$DEST/lib/pkgconfig/ltk.pc" <<PC
prefix=$PREFIX
includedir=\${prefix}/include
libdir=\${prefix}/lib

Name: ltk
Description: Linux Test Kit: the LTP test library (test.h and tst_test.h)
Version: 0.1
Cflags: -I\${includedir}/ltk
Libs: -L\${libdir} -lltk -lpthread ${libs}-lm
PC
echo "installed into $DEST"
