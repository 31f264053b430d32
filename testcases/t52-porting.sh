#!/bin/bash
# The porting rules (cocci/porting/*.cocci): each rule's before/after
# cases (testcases/porting/RULE/NAME.c must become NAME.res), the kernel's
# header conventions in every rule, and the round trip: every legacy
# corpus driver, after all the rules, compiles against the current API of
# the reference implementation and runs its scenario as before.

. "$(dirname "$0")/lib/suite.sh"
. "$(dirname "$0")/lib/reference.sh"

RULES=$TOP/cocci/porting
CASES=$TOP/testcases/porting

PORTED=$TOP/build/porting

oneTimeSetUp() {
	SCRATCH=$(mktemp -d)
}

oneTimeTearDown() {
	rm -rf "$SCRATCH"
	suite_report
}

# macro_opts: the declarer macros for spatch, once the tree has them.
macro_opts() {
	[ -f "$TOP/cocci/sysfs-macros.h" ] &&
		printf '%s\n' --macro-file "$TOP/cocci/sysfs-macros.h"
	return 0
}

# port RULE FILE...: applies one rule to the files in place; spatch's
# messages on stderr.
port() {
	local opts rule=$1
	shift
	mapfile -t opts < <(macro_opts)
	spatch --sp-file "$rule" -D patch --very-quiet --no-includes \
		--include-headers "${opts[@]}" --in-place "$@" >/dev/null
}

# ---------------------------------------------------------------- rules

test_rules_follow_the_kernel_conventions() {
	local rule
	for rule in "$RULES"/*.cocci; do
		assertTrue "$rule: a /// description" "grep -q '^/// [A-Z]' '$rule'"
		assertTrue "$rule: // Confidence:" "grep -q '^// Confidence: ' '$rule'"
		assertTrue "$rule: // Options:" "grep -q '^// Options: ' '$rule'"
		assertTrue "$rule: // Keywords:" "grep -q '^// Keywords: ' '$rule'"
		assertTrue "$rule: virtual patch" "grep -qx 'virtual patch' '$rule'"
		assertTrue "$rule: an SPDX line" "grep -q '^// SPDX-License-Identifier: MIT' '$rule'"
		assertTrue "$rule: no before/after case" "ls '$CASES/$(basename "$rule" .cocci)'/*.c"
	done
}

# One test per before/after case: testcases/porting/RULE/NAME.c, with the
# rule cocci/porting/RULE.cocci, must give NAME.res.
case_test() {
	local file=$1 rule out
	rule=$RULES/$(basename "$(dirname "$file")").cocci
	out=$SCRATCH/$(basename "$(dirname "$file")")-$(basename "$file")
	cp "$file" "$out"
	port "$rule" "$out" 2>"$out.err"
	assertTrue "spatch failed: $(cat "$out.err")" $?
	assertEquals "$file: $(diff -u "${file%.c}.res" "$out")" \
		"$(cat "${file%.c}.res")" "$(cat "$out")"
	# The rule is idempotent: a second run changes nothing.
	cp "$out" "$out.again"
	port "$rule" "$out.again" 2>/dev/null
	assertEquals "$file: a second run changes it again" \
		"$(cat "$out")" "$(cat "$out.again")"
}

# ---------------------------------------------------------------- round trip

# port_corpus: the legacy corpus drivers, each copied to
# build/porting/ported-NAME.c, with every rule applied (one spatch run per
# rule over all of them, in sysfscheck-port's order).
port_corpus() {
	local f rule files=()
	[ -n "${CORPUS_PORTED:-}" ] && return "$CORPUS_PORTED"
	rm -rf "$PORTED"
	mkdir -p "$PORTED"
	for f in "$CORPUS"/legacy-*.c; do
		cp "$f" "$PORTED/ported-$(basename "${f#*/legacy-}")"
	done
	files=("$PORTED"/ported-*.c)
	CORPUS_PORTED=0
	for rule in $(ls "$RULES"/*.cocci | sort); do
		port "$rule" "${files[@]}" 2>"$PORTED/spatch.err" || {
			echo "$rule failed on the corpus:"
			cat "$PORTED/spatch.err"
			CORPUS_PORTED=1
		}
	done
	ref_build_lib
	return "$CORPUS_PORTED"
}

# transcript: a run's transcript without its findings, and without the
# top-level directories only the current API's boot makes ('ls /sys').
transcript() {
	awk '
	/^\$ / { cmd = $0; print; next }
	/: runtime: / { next }
	cmd == "$ ls /sys" && /^(bus|devices|firmware|kernel)\/$/ { next }
	{ print }'
}

# findings: the checks a transcript reports, one per finding, sorted.
findings() {
	sed -n 's/.*: runtime: .* \[\(sysfs-[a-z0-9-]*\)\]$/\1/p' | sort
}

# static_checks FILE: the checks sysfscheck reports, one per finding.
static_checks() {
	run_sysfscheck_ref "$1" 2>&1 | sed -n 's/.* \[\(sysfs-[a-z0-9-]*\)\]$/\1/p' | sort
}

# The findings the port removes from DRIVER: "DRIVER CHECK" lines of
# testcases/porting/roundtrip-fixed (none yet: the rules change the API,
# not the bugs).
fixed_by_port() {
	awk -v d="$1" '!/^#/ && $1 == d { print $2 }' "$CASES/roundtrip-fixed" 2>/dev/null
}

# without LIST REMOVE: LIST (one per line) minus one occurrence of each
# line of REMOVE.
without() {
	awk 'NR == FNR { drop[$0]++; next } drop[$0]-- > 0 { next } { print }' \
		<(printf '%s\n' "$2") <(printf '%s\n' "$1") | grep .
}

roundtrip_test() {
	local orig=$1 name ported prog scenario before after fixed
	name=$(basename "$orig" .c)
	ported=$PORTED/ported-${name#legacy-}.c
	port_corpus
	assertTrue "the rules ran on the corpus" $?
	# No 2.6 API left in the code (comments may still name it).
	assertEquals "$name: still uses the 2.6 API after the port" "" \
		"$(grep -nE '(kobject_register|kobject_unregister|kset_register)[[:space:]]*\(|\.default_attrs|\.owner[[:space:]]*=' "$ported" |
			grep -vE '^[0-9]+:[[:space:]]*(/?\*|//)')"
	# It compiles against the current API, without a warning.
	prog=$(ref_program "$ported" 2>"$SCRATCH/$name.cc")
	assertTrue "$name: the ported driver does not build: $(cat "$SCRATCH/$name.cc")" $?
	assertEquals "$name: compiler warnings" "" "$(cat "$SCRATCH/$name.cc")"
	[ -x "$prog" ] || return
	# The same scenario shows the same tree and values.
	scenario=$SCRATCH/$name.scenario
	corpus_scenario "$orig" >"$scenario"
	before=$(run_reference "$orig")
	after=$(run_reference "$ported" "$scenario")
	assertEquals "$name: the ported driver behaves differently:
$(diff <(printf '%s\n' "$before" | transcript) <(printf '%s\n' "$after" | transcript))" \
		"$(printf '%s\n' "$before" | transcript)" "$(printf '%s\n' "$after" | transcript)"
	assertEquals "$name: unattributed reports" "" \
		"$(printf '%s\n' "$after" | grep -F '[sysfsref-asan]')"
	# Its run-time findings: the original's, minus what porting fixes.
	fixed=$(fixed_by_port "$name")
	assertEquals "$name: run-time findings after the port" \
		"$(without "$(printf '%s\n' "$before" | findings)" "$fixed")" \
		"$(printf '%s\n' "$after" | findings)"
	# And sysfscheck finds on it what it found before.
	assertEquals "$name: sysfscheck's findings after the port" \
		"$(without "$(static_checks "$orig")" "$fixed")" "$(static_checks "$ported")"
}

# ---------------------------------------------------------------- patch mode

PATCHED=$TOP/build/patched

# patch_corpus: the current-API corpus drivers, each copied to
# build/patched/patched-NAME.c, with the patch mode of
# sysfs-show-bound.cocci, sysfs-store-return.cocci and sysfs-bin-default.cocci applied; prints the
# names of those the rules changed.
patch_corpus() {
	local f rule files=()
	rm -rf "$PATCHED"
	mkdir -p "$PATCHED"
	for f in "$CORPUS"/*.c; do
		case $(basename "$f") in legacy-*) continue ;; esac
		cp "$f" "$PATCHED/patched-$(basename "$f")"
	done
	files=("$PATCHED"/patched-*.c)
	for rule in sysfs-show-bound sysfs-store-return sysfs-bin-default; do
		port "$TOP/cocci/$rule.cocci" "${files[@]}" 2>"$PATCHED/spatch.err" ||
			{ cat "$PATCHED/spatch.err" >&2; return 1; }
	done
	for f in "${files[@]}"; do
		cmp -s "$f" "$CORPUS/$(basename "${f#*/patched-}")" || basename "${f#*/patched-}" .c
	done
}

# The run-time findings a patched driver still has: "NAME CHECK" lines of
# testcases/porting/patch-remaining, with the reason the patch leaves them.
still_after_patch() {
	awk -v d="$1" '!/^#/ && $1 == d { print $2 }' "$CASES/patch-remaining"
}

# Every driver the patch mode changes builds, runs its scenario, and no
# longer has the run-time findings of the two checks, but for those
# testcases/porting/patch-remaining lists; the other checks' findings stay.
test_patch_mode_on_the_corpus() {
	local names name orig patched prog before after other want
	names=$(patch_corpus)
	assertTrue "the patch mode ran on the corpus" $?
	assertNotNull "the patch mode changes some corpus drivers" "$names"
	ref_build_lib
	for name in $names; do
		orig=$CORPUS/$name.c
		patched=$PATCHED/patched-$name.c
		prog=$(ref_program "$patched" 2>"$SCRATCH/$name.cc")
		assertTrue "$name: the patched driver does not build: $(cat "$SCRATCH/$name.cc")" $?
		assertEquals "$name: compiler warnings" "" "$(cat "$SCRATCH/$name.cc")"
		[ -x "$prog" ] || continue
		corpus_scenario "$orig" >"$SCRATCH/$name.scenario"
		before=$(run_reference "$orig" | findings)
		after=$(run_reference "$patched" "$SCRATCH/$name.scenario")
		assertEquals "$name: unattributed reports" "" \
			"$(printf '%s\n' "$after" | grep -F '[sysfsref-asan]')"
		after=$(printf '%s\n' "$after" | findings)
		other='^sysfs-(show-bound|store-return|bin-default)$'
		want=$( (printf '%s\n' "$before" | grep -vE "$other"
			printf '%s\n' "$before" | grep -E "$other" |
				grep -xF -f <(still_after_patch "$name" | grep .)) | grep . | sort)
		assertEquals "$name: run-time findings after the patch" "$want" "$after"
	done
}

suite() {
	local file name
	for file in "$CASES"/*/*.c; do
		name=test_case_$(echo "${file#"$CASES"/}" | tr -c 'A-Za-z0-9_\n' '_')
		eval "$name() { case_test '$file'; }"
		suite_addTest "$name"
	done
	suite_addTest test_rules_follow_the_kernel_conventions
	suite_addTest test_patch_mode_on_the_corpus
	for file in "$CORPUS"/legacy-*.c; do
		name=test_roundtrip_$(basename "$file" .c | tr -c 'A-Za-z0-9_\n' '_')
		eval "$name() { roundtrip_test '$file'; }"
		suite_addTest "$name"
	done
}

. shunit2
