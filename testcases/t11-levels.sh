#!/bin/bash
# Levels (bug, hardening, style): --level chooses the lowest shown, the
# default is hardening, and the level travels in every format and back
# through --read-findings. The fixture testcases/cli/levels.c has one
# finding of each level and needs no kernel headers.

. "$(dirname "$0")/lib/suite.sh"

CLI=$TOP/testcases/cli
LEVELS=$CLI/levels.c
SARIF_CHECK=$TOP/testcases/integration/sarif/validate-sarif

oneTimeSetUp() {
	SCRATCH=$(mktemp -d)
}

oneTimeTearDown() {
	rm -rf "$SCRATCH"
	suite_report
}

# tags ARGS...: the tags of sysfscheck's findings, one a line, in order.
tags() {
	"$SYSFSCHECK" "$@" 2>&1 | sed -n 's/^[^:]*:\([0-9]*\):.* \(\[sysfs-[a-z:-]*\]\)$/\1 \2/p'
}

test_default_is_hardening() {
	assertEquals "21 [sysfs-show-bound:hardening]
35 [sysfs-store-return:bug]" "$(tags "$LEVELS")"
	assertEquals "the same as --level=hardening" "$(tags "$LEVELS")" \
		"$(tags --level=hardening "$LEVELS")"
}

test_level_style_shows_everything() {
	assertEquals "21 [sysfs-show-bound:hardening]
28 [sysfs-store-return:style]
35 [sysfs-store-return:bug]" "$(tags --level=style "$LEVELS")"
}

test_level_bug_and_the_last_option_wins() {
	assertEquals "35 [sysfs-store-return:bug]" "$(tags --level=bug "$LEVELS")"
	assertEquals "35 [sysfs-store-return:bug]" "$(tags --level=style --level bug "$LEVELS")"
}

test_unknown_level_is_a_usage_error() {
	local out
	out=$("$SYSFSCHECK" --level=minor "$LEVELS" 2>&1)
	assertEquals "exit status: $out" 2 $?
	assertEquals "sysfscheck: error: unknown level 'minor' (bug, hardening or style) (try --help)" "$out"
}

# Hidden findings are not found findings: --exit-code says 0.
test_exit_code_counts_what_is_shown() {
	local out
	out=$("$SYSFSCHECK" --exit-code -Wno-sysfs-store-return "$LEVELS" 2>&1)
	assertEquals "a hardening finding: $out" 1 $?
	out=$("$SYSFSCHECK" --exit-code --level=bug -Wno-sysfs-store-return "$LEVELS" 2>&1)
	assertEquals "nothing at level bug: $out" 0 $?
	assertEquals "" "$out"
}

test_json_level() {
	local out
	out=$("$SYSFSCHECK" --level=style --format=json "$LEVELS" 2>/dev/null)
	assertEquals '"hardening"
"style"
"bug"' "$(printf '%s\n' "$out" | sed -n 's/.*"level": \("[a-z]*"\).*/\1/p')"
}

test_sarif_level() {
	local log=$SCRATCH/levels.sarif
	"$SYSFSCHECK" --level=style --format=sarif "$LEVELS" >"$log" 2>/dev/null
	assertEquals "SARIF's level, then ours" '"warning" "hardening"
"note" "style"
"error" "bug"' "$(sed -n 's/.*"ruleIndex": [0-9]*, "level": \("[a-z]*"\).*"sysfscheckLevel": \("[a-z]*"\).*/\1 \2/p' "$log")"
	if ! /usr/bin/python3 -c 'import jsonschema' 2>/dev/null; then
		skip_test "python3-jsonschema is not installed (scripts/install-deps test)"
		return
	fi
	/usr/bin/python3 "$SARIF_CHECK" "$log"
	assertTrue "a valid SARIF log" $?
}

# --read-findings keeps each finding's level, from every format, and
# --level applies to what it reads.
test_read_findings_keeps_levels() {
	local format want
	want=$(tags --level=style "$LEVELS")
	for format in gcc json sarif; do
		"$SYSFSCHECK" --level=style --format=$format "$LEVELS" \
			>"$SCRATCH/log.$format" 2>&1
		assertEquals "from $format" "$want" \
			"$(tags --read-findings --level=style "$SCRATCH/log.$format")"
		assertEquals "from $format at level bug" "35 [sysfs-store-return:bug]" \
			"$(tags --read-findings --level=bug "$SCRATCH/log.$format")"
	done
}

# Another engine's lines carry no level: shown at every level, tag kept.
test_findings_without_level_are_always_shown() {
	local log=$SCRATCH/cocci.log
	echo "$LEVELS:28:1-20: store() 'name_store' returns strlen(buf) [sysfs-store-return]" >"$log"
	assertEquals "28 [sysfs-store-return]" \
		"$(tags --read-findings --engine=coccinelle --level=bug "$log")"
	assertNotContains "$("$SYSFSCHECK" --read-findings --engine=coccinelle --format=json "$log")" \
		'"level"'
}

# A function not fully analysed is a note of sysfs-incomplete: no level,
# shown at every level, "note": true in JSON and level "note" in SARIF,
# kept as a note by --read-findings, never counted by --exit-code.
test_notes_of_functions_not_fully_analysed() {
	local fixture=$CLI/incomplete.c out format want
	want="$fixture:21:16: note: 'speeds_store' was not fully analysed (more than 2048 paths): findings on the paths left out may be missing [sysfs-incomplete]"
	out=$("$SYSFSCHECK" --exit-code --level=bug "$fixture" 2>&1)
	assertEquals "only a note: exit 0" 0 $?
	assertEquals "$want" "$out"
	out=$("$SYSFSCHECK" --format=json "$fixture" 2>/dev/null)
	assertContains "$out" '"check": "sysfs-incomplete"'
	assertContains "$out" '"note": true'
	assertNotContains "$out" '"level"'
	"$SYSFSCHECK" --format=sarif "$fixture" >"$SCRATCH/note.sarif" 2>/dev/null
	assertEquals "SARIF's level of the note" '"note"' \
		"$(sed -n 's/.*"ruleId": "sysfs-incomplete", "ruleIndex": [0-9]*, "level": \("[a-z]*"\).*/\1/p' "$SCRATCH/note.sarif")"
	for format in gcc json sarif; do
		"$SYSFSCHECK" --format=$format "$fixture" >"$SCRATCH/note.$format" 2>&1
		out=$("$SYSFSCHECK" --read-findings --level=bug "$SCRATCH/note.$format" 2>&1)
		assertContains "a note again from $format" "$out" ": note: 'speeds_store' was not fully analysed"
	done
	out=$("$SYSFSCHECK" -Wno-sysfs-incomplete "$fixture" 2>&1)
	assertEquals "turned off" "" "$out"
}

# An inline suppression holds back a style finding as any other, and is
# used (not reported as unused, which is itself a style finding).
test_suppression_of_a_style_finding() {
	local f=$SCRATCH/levels.c
	sed 's|^\treturn strlen(buf);$|&\t/* sysfscheck: ignore sysfs-store-return -- length of the NUL-ended buffer */|' \
		"$LEVELS" >"$f"
	cp "$CLI/mini-sysfs.h" "$SCRATCH/"
	assertContains "the comment is in" "$(cat "$f")" "sysfscheck: ignore"
	assertEquals "21 [sysfs-show-bound:hardening]
35 [sysfs-store-return:bug]" "$(tags --level=style "$f")"
}

# A baseline holds back the bug whatever level it is shown at; its lines
# name no level.
test_baseline_keys_hold_no_level() {
	local base=$SCRATCH/levels.baseline out
	rm -f "$base"
	"$SYSFSCHECK" --level=style --write-baseline="$base" "$LEVELS" 2>/dev/null
	assertEquals "three keys" 3 "$(wc -l <"$base")"
	assertNotContains "$(cat "$base")" ":style"
	out=$("$SYSFSCHECK" --level=style --baseline="$base" --exit-code "$LEVELS" 2>&1)
	assertEquals "all held back: $out" 0 $?
	assertEquals "" "$out"
}

. shunit2
