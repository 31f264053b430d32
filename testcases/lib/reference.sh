# Shared by the suites that use the reference implementation
# (testcases/reference/): building and running corpus drivers under it,
# running sysfscheck on them with its headers, and reading the run-time
# expectations written in them.
#
# A corpus driver (testcases/corpus/*.c) carries, besides the "warn:"
# annotations of lib/common.sh, a "runtime:" annotation on each line a
# run-time finding points at:
#
#	static ssize_t foo_show(struct device *dev,	/* runtime: sysfs-show-bound */
#
# Where the run and the static engines cannot agree, the annotation says
# which side alone finds it, and why the other cannot:
#
#	attrs = kcalloc(...);	/* runtime(only): sysfs-attr-terminator -- REASON */
#	err = f(...);	/* warn(static): sysfs-leak -- REASON */
#
# "runtime(only):" is a run-time finding no static engine makes,
# "warn(static):" a finding of both static engines that the run cannot
# show (lib/common.sh).
#
# and a scenario, tab-indented lines after " * scenario:" in its header
# comment, which sysfsref runs as a script:
#
#	 * scenario:
#	 *	load
#	 *	cat /sys/devices/platform/foo/bar
#	 *	rm
#
# Files named legacy-*.c use the 2.6 API of the LWN article; the others
# use Linux 6.1's and also build as out-of-tree modules.

. "$(dirname "${BASH_SOURCE[0]}")/common.sh"

REF_DIR=$TOP/testcases/reference
REF_OUT=${REF_OUT:-$TOP/build/ref}
CORPUS=$TOP/testcases/corpus

# ref_build_lib: the reference library, once per suite.
ref_build_lib() {
	(cd "$TOP" && make -s -f testcases/reference/Makefile OUT="$REF_OUT" lib)
}

# ref_program FILE: builds the driver into a sysfsref program and prints
# its path. Compiler messages go to stderr.
ref_program() {
	local file name rel
	file=$(abspath "$1")
	name=$(basename "$file" .c)
	rel=${file#"$TOP"/}
	(cd "$TOP" && make -s -f testcases/reference/Makefile OUT="$REF_OUT" \
		DRIVER="$rel" driver >&2) || return 2
	printf '%s\n' "$REF_OUT/bin/$name"
}

# corpus_scenario FILE: the driver's scenario script.
corpus_scenario() {
	sed -n '/^ \* scenario:/,/^ \*\//p' "$1" | sed -n 's/^ \*\t//p'
}

# run_reference FILE [SCRIPT]: runs the scenario (or SCRIPT) under the
# reference from the top of the tree; the transcript on stdout, findings
# interleaved (stderr merged).
run_reference() {
	local file prog
	file=$(abspath "$1")
	prog=$(ref_program "$file") || return 2
	# A driver that loops for ever must not hang the suite.
	if [ $# -gt 1 ]; then
		(cd "$TOP" && timeout 60 "$prog" <"$2" 2>&1)
	else
		(cd "$TOP" && corpus_scenario "$file" | timeout 60 "$prog" 2>&1)
	fi
}

# expected_runtime FILE: "LINE CHECK<TAB>" for each "runtime:" and
# "runtime(only):" annotation.
expected_runtime() {
	awk '
	{
		rest = $0
		while (match(rest, /runtime(\(only\))?: /)) {
			rest = substr(rest, RSTART + RLENGTH)
			if (!match(rest, /^sysfs-[a-z0-9-]+/))
				continue
			printf "%d %s\t\n", NR, substr(rest, 1, RLENGTH)
			rest = substr(rest, RLENGTH + 1)
		}
	}' "$1"
}

# actual_runtime RELFILE < TRANSCRIPT: "LINE CHECK<TAB>MESSAGE" for each
# run-time finding in RELFILE (a path relative to the top of the tree).
actual_runtime() {
	awk -v file="$1" '
	{
		n = length(file)
		if (substr($0, 1, n + 1) != file ":")
			next
		rest = substr($0, n + 2)
		if (!match(rest, /^[0-9]+: runtime: /))
			next
		split(rest, pos, ":")
		msg = substr(rest, RLENGTH + 1)
		if (!match(msg, / \[[a-z0-9-]+\]$/))
			next
		printf "%d %s\t%s\n", pos[1], substr(msg, RSTART + 2, RLENGTH - 3), substr(msg, 1, RSTART - 1)
	}'
}

# stray_runtime RELFILE < TRANSCRIPT: findings that are not about RELFILE,
# and findings of checks that are not sysfs checks (AddressSanitizer
# reports the reference could not attribute).
stray_runtime() {
	awk -v file="$1" '
	/: runtime: / {
		if (index($0, file ":") != 1 || $0 !~ / \[sysfs-[a-z0-9-]+\]$/)
			print
	}'
}

# known_checks: the checks this sysfscheck implements and runs by default
# (the corpus is checked without options).
known_checks() {
	"$SYSFSCHECK" --list-checks | awk '$2 == "on" { print $1 }'
}

# span_end FILE LINE: the last line of the definition starting at LINE:
# a declaration ends with the first ';' before any '{'; a function or a
# multi-line initializer ends at the first line starting with '}'.
span_end() {
	awk -v start="$2" '
	NR < start { next }
	{
		if (!brace && index($0, "{"))
			brace = 1
		if (!brace && $0 ~ /;[ \t]*(\/\*.*\*\/)?[ \t]*$/) { print NR; exit }
		if (NR > start && $0 ~ /^}/) { print NR; exit }
		if (NR == start && $0 ~ /^}/) { print NR; exit }
	}
	END { if (!NR || NR < start) print start }' "$1"
}

# agree FILE RUNTIME STATIC CHECKS EXCEPTIONS: compares run-time findings
# ("LINE CHECK" lines) with static ones. A run-time finding at line L
# agrees with a static finding of the same check at a line in L's span
# (span_end). Only CHECKS (one per line) are compared. EXCEPTIONS holds
# "LINE CHECK SIDE" lines (SIDE: static-only or runtime-only) that are
# allowed to disagree. Prints each disagreement; fails if any.
agree() {
	local file=$1 runtime=$2 static=$3 checks=$4 exceptions=$5
	local line check end bad=0 s_line s_check found
	while read -r line check; do
		[ -n "$line" ] || continue
		grep -qx -- "$check" "$checks" || continue
		end=$(span_end "$file" "$line")
		found=0
		while read -r s_line s_check; do
			if [ "$s_check" = "$check" ] && [ "$s_line" -ge "$line" ] &&
				[ "$s_line" -le "$end" ]; then
				found=1
				break
			fi
		done <"$static"
		if [ $found = 0 ] && ! grep -qx -- "$line $check runtime-only" "$exceptions"; then
			echo "run-time finding with no static one: line $line $check (lines $line-$end)"
			bad=1
		fi
	done <"$runtime"
	while read -r s_line s_check; do
		[ -n "$s_line" ] || continue
		grep -qx -- "$s_check" "$checks" || continue
		found=0
		while read -r line check; do
			[ "$check" = "$s_check" ] || continue
			end=$(span_end "$file" "$line")
			if [ "$s_line" -ge "$line" ] && [ "$s_line" -le "$end" ]; then
				found=1
				break
			fi
		done <"$runtime"
		if [ $found = 0 ] && ! grep -qx -- "$s_line $s_check static-only" "$exceptions"; then
			echo "static finding with no run-time one: line $s_line $s_check"
			bad=1
		fi
	done <"$static"
	return $bad
}

# corpus_exceptions FILE: "LINE CHECK SIDE" for each annotation of FILE
# that one side alone finds: runtime-only for "runtime(only): CHECK",
# static-only for "warn(static): CHECK".
corpus_exceptions() {
	awk '
	{
		rest = $0
		while (match(rest, /(runtime\(only\)|warn\(static\)): sysfs-[a-z0-9-]+/)) {
			hit = substr(rest, RSTART, RLENGTH)
			rest = substr(rest, RSTART + RLENGTH)
			side = hit ~ /^runtime/ ? "runtime-only" : "static-only"
			sub(/^[^:]*: /, "", hit)
			print NR, hit, side
		}
	}' "$1"
}

# annotations_agree FILE EXCEPTIONS: the agreement rule applied to the
# runtime: and warn: annotations of FILE, for every check.
annotations_agree() {
	local file=$1 exceptions=$2 tmp rc
	tmp=$(mktemp -d)
	expected_runtime "$file" | cut -f1 >"$tmp/runtime"
	expected_findings "$file" | cut -f1 >"$tmp/static"
	printf '%s\n' sysfs-attr-terminator sysfs-bin-default sysfs-show-bound \
		sysfs-store-return sysfs-leak sysfs-attr-mode \
		sysfs-ktype-release >"$tmp/checks"
	agree "$file" "$tmp/runtime" "$tmp/static" "$tmp/checks" "$exceptions"
	rc=$?
	rm -rf "$tmp"
	return $rc
}
