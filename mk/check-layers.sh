#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# make check, layering of the library (doc/internals.md, "Layers"): the folders of lib/ are
# layers, and a file may use only its own layer and the layers below it:
#
#   core (0)  <-  safe (1)  <-  feat (2)  <-  legacy (3), modern (3)  <-  tests
#
# The two faces, legacy and modern, share a rank and must not use each other. Checked:
#   - every library source lives in a layer folder (a new lib/foo.c must be placed);
#   - symbols: each object's undefined symbols (nm -u) are resolved against the symbols the
#     objects of every layer define (nm --defined-only); one defined in a layer the object
#     may not use is a FAIL naming both files;
#   - private headers: a .c or .h of a layer that includes ("...") a header kept in a
#     folder of a layer it may not use.
#   check-layers.sh BUILD_DIR     (the objects of BUILD_DIR/lib/LAYER/ must be built: make lib)
set -u
O=${1:-build}
SRC=$(cd "$(dirname "$0")/.." && pwd)
case $O in /*) ;; *) O=$SRC/$O ;; esac
LAYERS="core safe feat legacy modern"

passed=0
failed=0
ok() { passed=$((passed + 1)); echo "ok   $*"; }
bad() { failed=$((failed + 1)); echo "FAIL $*"; }

W=$(mktemp -d "${TMPDIR:-/tmp}/ltk-check-layers.XXXXXX") || exit 1
trap 'rm -rf "$W"' EXIT
trap 'exit 1' INT TERM HUP

rank() {
	case $1 in
	core) echo 0 ;;
	safe) echo 1 ;;
	feat) echo 2 ;;
	legacy | modern) echo 3 ;;
	esac
}
# The layers a file of layer $1 may use: its own and those of lower rank.
allowed() {
	for m in $LAYERS; do
		if [ "$m" = "$1" ] || [ "$(rank "$m")" -lt "$(rank "$1")" ]; then
			printf '%s' "$sep$m"
			sep=", "
		fi
	done
	sep=
}
sep=
# The table "LAYER RANK" that the awk programs below read.
for l in $LAYERS; do echo "$l $(rank "$l")"; done > "$W/ranks"

# ---- every source in a layer folder ---------------------------------------------------------
loose=$(cd "$SRC" && ls lib/*.c lib/*.h 2>/dev/null)
if [ -z "$loose" ]; then
	ok "every library source is in a layer folder (lib/{$(echo "$LAYERS" | tr ' ' ,)})"
else
	# shellcheck disable=SC2086 # $loose is a list of file names, shown on one line
	bad "library sources outside the layer folders (move each into its layer):" $loose
fi
for d in "$SRC"/lib/*/; do
	d=$(basename "$d")
	case " $LAYERS tests " in
	*" $d "*) ;;
	*) bad "lib/$d/ is not a layer (one of: $LAYERS)" ;;
	esac
done

# ---- symbols ----------------------------------------------------------------------------------
# defs: "SYMBOL LAYER FILE" for every global symbol an object defines; uses: "SYMBOL LAYER FILE"
# for every symbol an object needs.
: > "$W/defs"
: > "$W/uses"
missing=
for l in $LAYERS; do
	for c in "$SRC/lib/$l"/*.c; do
		[ -f "$c" ] || continue
		n=$(basename "$c" .c)
		o=$O/lib/$l/$n.o
		if [ ! -f "$o" ] || [ -n "$(find "$c" -newer "$o")" ]; then
			missing="$missing lib/$l/$n.c"
			continue
		fi
		nm -g --defined-only "$o" | awk -v l="$l" -v f="$l/$n.c" \
			'NF == 3 { print $3, l, f }' >> "$W/defs"
		nm -u "$o" | awk -v l="$l" -v f="$l/$n.c" '{ print $NF, l, f }' >> "$W/uses"
	done
done
if [ -n "$missing" ]; then
	bad "objects missing or older than their source in $O/lib (make lib):$missing"
fi
for l in $LAYERS; do
	awk -v me="$l" '
		FILENAME == ARGV[1] { rank[$1] = $2; next }
		FILENAME == ARGV[2] { if (!($1 in def)) { def[$1] = $2; deffile[$1] = $3 }; next }
		$2 != me || !($1 in def) { next }
		{
			d = def[$1]
			if (d == me || rank[d] < rank[me])
				next
			print "    " $3 " uses " $1 " of " deffile[$1] " (" d ")"
		}' "$W/ranks" "$W/defs" "$W/uses" | sort -u > "$W/viol"
	if [ -s "$W/viol" ]; then
		bad "symbols: $l uses a layer it may not (references: $(wc -l < "$W/viol")):"
		cat "$W/viol"
	else
		ok "symbols: $l uses only $(allowed "$l")"
	fi
done

# ---- private headers ------------------------------------------------------------------------
# heads: "HEADER LAYER" for every header kept in a layer folder.
: > "$W/heads"
for l in $LAYERS; do
	for h in "$SRC/lib/$l"/*.h; do
		[ -f "$h" ] && echo "$(basename "$h") $l" >> "$W/heads"
	done
done
for l in $LAYERS; do
	: > "$W/inc"
	for f in "$SRC/lib/$l"/*.c "$SRC/lib/$l"/*.h; do
		[ -f "$f" ] || continue
		sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$f" |
			awk -v f="$l/$(basename "$f")" '{ print $1, f }' >> "$W/inc"
	done
	awk -v me="$l" '
		FILENAME == ARGV[1] { rank[$1] = $2; next }
		FILENAME == ARGV[2] { hl[$1] = $2; next }
		!($1 in hl) { next }
		{
			d = hl[$1]
			if (d == me || rank[d] < rank[me])
				next
			print "    " $2 " includes " d "/" $1
		}' "$W/ranks" "$W/heads" "$W/inc" | sort -u > "$W/viol"
	if [ -s "$W/viol" ]; then
		bad "headers: $l includes a private header of a layer it may not use:"
		cat "$W/viol"
	else
		ok "headers: $l includes no private header of a higher layer or the other face"
	fi
done

# ---- declarations come from headers --------------------------------------------------------
# A file-scope prototype or extern in a .c file, of a function or variable another library
# object defines, bypasses the header that declares it (and the layering of its includes).
: > "$W/viol"
for l in $LAYERS; do
	for c in "$SRC/lib/$l"/*.c; do
		[ -f "$c" ] || continue
		sed -n -e 's/^extern [^(]*[ *]\([A-Za-z_][A-Za-z0-9_]*\)\(\[\]\)*;.*/\1/p' \
			-e '/^static /d' -e '/^extern .*(/s/^extern //' \
			-e 's/^[A-Za-z_][A-Za-z0-9_ ]*[ *]\**\([a-z_][A-Za-z0-9_]*\)([^;{]*)[^;{]*;$/\1/p' \
			"$c" | awk -v f="$l/$(basename "$c")" '{ print $1, f }'
	done
done | awk 'FILENAME == ARGV[1] { def[$1] = $3; next }
	($1 in def) && def[$1] != $2 { print "    " $2 " declares " $1 " of " def[$1] }' \
	"$W/defs" - > "$W/viol"
if [ -s "$W/viol" ]; then
	bad "local declarations instead of the header that declares them:"
	cat "$W/viol"
else
	ok "no .c file declares another library file's function or variable itself"
fi

echo
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
