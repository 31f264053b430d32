#!/bin/bash
# The prefilter (checker/prefilter.c): under Kbuild, or with --prefilter, a
# file whose text and quoted local headers name no word of the sysfs model
# is not parsed; nothing a check would find is lost.

. "$(dirname "$0")/lib/suite.sh"

PF=$TOP/testcases/prefilter
CORPUS=$TOP/testcases/corpus

oneTimeSetUp() {
	SCRATCH=$(mktemp -d)
}

oneTimeTearDown() {
	rm -rf "$SCRATCH"
	suite_report
}

sc() {
	OUT=$(timeout -k 5 60 "$SYSFSCHECK" "$@" 2>&1)
	RC=$?
}

# The file has a parse error: with no output at all, it was not parsed.
test_a_file_without_sysfs_is_skipped() {
	sc --prefilter "$PF/no-sysfs.c"
	assertEquals "output: $OUT" 0 "$RC"
	assertEquals "nothing printed" "" "$OUT"
	sc --no-prefilter "$PF/no-sysfs.c"
	assertEquals "parsed without the prefilter: $OUT" 2 "$RC"
	assertContains "$OUT" "not analysed"
}

test_on_by_default_under_kbuild_only() {
	sc -DKBUILD_BASENAME='"no_sysfs"' "$PF/no-sysfs.c"
	assertEquals "under Kbuild: $OUT" "" "$OUT"
	sc "$PF/no-sysfs.c"
	assertContains "by hand: $OUT" "$OUT" "not analysed"
	sc -DKBUILD_BASENAME='"no_sysfs"' --no-prefilter "$PF/no-sysfs.c"
	assertContains "under Kbuild, --no-prefilter: $OUT" "$OUT" "not analysed"
}

test_not_under_sparse() {
	sc --sparse --prefilter "$PF/no-sysfs.c"
	assertContains "--sparse parses every file: $OUT" "$OUT" "not analysed"
}

test_sysfs_through_a_quoted_local_header_is_not_skipped() {
	sc --prefilter "$PF/via-header.c"
	assertEquals "output: $OUT" 0 "$RC"
	assertContains "$OUT" "via-header.c:7:"
	assertContains "$OUT" "[sysfs-attr-terminator:bug]"
	# Found through -I as well as beside the file.
	sed 's|"chip-sysfs.h"|"prefilter/chip-sysfs.h"|' "$PF/via-header.c" >"$SCRATCH/elsewhere.c"
	sc --prefilter -I "$TOP/testcases" "$SCRATCH/elsewhere.c"
	assertContains "through -I: $OUT" "$OUT" "[sysfs-attr-terminator:bug]"
	sc --prefilter -I"$TOP/testcases" "$SCRATCH/elsewhere.c"
	assertContains "through -Idir: $OUT" "$OUT" "[sysfs-attr-terminator:bug]"
}

# The functions of the model (checker/sysfs-functions.def) that create or
# register entries, one a line.
creating_functions() {
	sed -n -E 's/^(FUNCTION\("([a-z_]*)", FN_(CREATE|MANAGED|REGISTER),|LINK_CREATE\("([a-z_]*)").*/\2\4/p' \
		"$TOP/checker/sysfs-functions.def"
}

# The words are the model's: a file naming any one function of
# sysfs_functions[] that creates or registers entries is parsed (it has an
# error, so parsing shows); one that only writes a page or removes is not.
test_every_creating_model_function_is_a_word() {
	local name missed=
	for name in $(creating_functions); do
		printf 'int x = %s +;\n' "$name" >"$SCRATCH/word.c"
		sc --prefilter "$SCRATCH/word.c"
		[ -n "$OUT" ] || missed="$missed $name"
	done
	assertEquals "skipped although they name the API" "" "$missed"
	assertTrue "the model has creating functions" \
		"[ $(creating_functions | wc -l) -gt 20 ]"
	printf 'int f(char *b) { memset(b, 0, 4); return sprintf(b, "x") +; }\n' >"$SCRATCH/writer.c"
	sc --prefilter "$SCRATCH/writer.c"
	assertEquals "page writers alone are not words: $OUT" "" "$OUT"
	printf 'static struct device_driver d = { .suppress_bind_attrs = 1 +, };\n' >"$SCRATCH/driver.c"
	sc --prefilter "$SCRATCH/driver.c"
	assertEquals "a driver structure alone is not a word: $OUT" "" "$OUT"
}

# Comments, string and character literals, and an identifier that is only
# spelled like a struct tag (a member called "attribute") are not the API.
test_words_in_passing_are_not_the_api() {
	sc --prefilter "$PF/words-in-passing.c"
	assertEquals "skipped: $OUT" "" "$OUT"
	# The same header declaring a real attribute group is the API, even
	# with "struct" and the tag on two lines.
	sed 's|"words-in-passing.h"|"passing.h"|' "$PF/words-in-passing.c" >"$SCRATCH/passing.c"
	sed 's|^struct table_entry {|&\n\tstruct\n\t\tattribute_group group;|' \
		"$PF/words-in-passing.h" >"$SCRATCH/passing.h"
	sc --prefilter "$SCRATCH/passing.c"
	assertContains "parsed: $OUT" "$OUT" "not analysed"
}

# --print-prefilter says what the prefilter decides and why, and parses
# nothing (no-sysfs.c's parse error is not reported).
test_print_prefilter_names_the_word_and_where() {
	sc --print-prefilter "$PF/no-sysfs.c" "$PF/via-header.c" "$PF/words-in-passing.c"
	assertEquals "exit status: $OUT" 0 "$RC"
	assertEquals "$OUT" \
"$PF/no-sysfs.c: skipped: names no word of the sysfs model
$PF/via-header.c: parsed: 'attribute' at $PF/../cli/mini-sysfs.h:17
$PF/words-in-passing.c: skipped: names no word of the sysfs model" "$OUT"
}

# No finding is lost on the corpus: the same output with and without.
test_corpus_findings_are_the_same() {
	local flags on off f mod=() legacy=()
	flags=(-nostdinc -isystem "$(gcc -print-file-name=include)"
		-I"$TOP/testcases/reference/include" -D__KERNEL__)
	for f in "$CORPUS"/*.c; do
		case $(basename "$f") in
		legacy-*) legacy+=("$f") ;;
		*) mod+=("$f") ;;
		esac
	done
	on=$(cd "$TOP" && "$SYSFSCHECK" "${flags[@]}" --prefilter "${mod[@]}" 2>&1;
		"$SYSFSCHECK" "${flags[@]}" -DSYSFSREF_LEGACY_API --prefilter "${legacy[@]}" 2>&1)
	off=$(cd "$TOP" && "$SYSFSCHECK" "${flags[@]}" --no-prefilter "${mod[@]}" 2>&1;
		"$SYSFSCHECK" "${flags[@]}" -DSYSFSREF_LEGACY_API --no-prefilter "${legacy[@]}" 2>&1)
	assertEquals "findings with and without the prefilter" "$off" "$on"
	assertContains "the corpus has findings" "$on" "[sysfs-"
}

. shunit2
