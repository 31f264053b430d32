#!/bin/bash
# The Coccinelle engine (cocci/, docs/cocci.md): the macro file; each rule
# on the per-check cases of its check (testcases/checks/<check>/); the
# rules' patch mode; the wrapper scripts/sysfscheck-cocci; and the
# agreement of its findings with sysfscheck's on every corpus driver, for
# each check both engines have, apart from the differences
# cocci/agreement-exceptions lists with their reasons.

. "$(dirname "$0")/lib/suite.sh"

COCCI=$TOP/cocci
MACROS=$COCCI/sysfs-macros.h
EXCEPTIONS=$COCCI/agreement-exceptions
WRAPPER=$TOP/scripts/sysfscheck-cocci
T=$TOP/testcases/cocci
CORPUS=$TOP/testcases/corpus
JOBS=${JOBS:-2}

oneTimeSetUp() {
	SCRATCH=$(mktemp -d)
	# The wrapper keeps its merged rules there, not in the home directory.
	export SYSFSCHECK_CACHE=$SCRATCH/cache
}

oneTimeTearDown() {
	rm -rf "$SCRATCH"
	suite_report
}

have_spatch() {
	command -v spatch >/dev/null
}

# The rules, by check name.
rules() {
	local r
	for r in "$COCCI"/sysfs-*.cocci; do
		[ -f "$r" ] && basename "$r" .cocci
	done
}

# exceptions SIDE: "FILE LINE CHECK" of each listed exception of that side
# (sysfscheck-only or coccinelle-only); FILE is relative to testcases/.
exceptions() {
	awk -v side="$1:" '$1 !~ /^#/ && NF >= 4 && $4 == side { print $1, $2, $3 }' "$EXCEPTIONS"
}

# cocci_run NAME DIR [OPTION...]: the wrapper's report on DIR, once per
# suite run (kept in $SCRATCH/NAME), as "FILE LINE CHECK" lines with FILE
# relative to testcases/.
cocci_run() {
	local name=$1 dir=$2
	shift 2
	if [ ! -f "$SCRATCH/$name.raw" ]; then
		"$WRAPPER" -j "$JOBS" "$@" "$dir" >"$SCRATCH/$name.raw" 2>"$SCRATCH/$name.err"
		echo $? >"$SCRATCH/$name.rc"
	fi
	findings_of <"$SCRATCH/$name.raw"
}

# findings_of < gcc-format lines: "FILE LINE CHECK", FILE relative to testcases/.
findings_of() {
	sed -n -E "s|^$TOP/testcases/||; s|^([^:]+):([0-9]+):[0-9]+: warning: .* \[(sysfs-[a-z0-9-]+)(:[a-z]+)?\]$|\1 \2 \3|p" |
		sort -u
}

# ---------------------------------------------------------------------------
# The macro file

# Every declarer macro of the test file is a declarer with the macro file,
# and none is read as a function prototype; without it spatch misreads
# some (which is why the file exists: the test can fail).
test_macro_file_declarers() {
	have_spatch || { fail "spatch not installed"; return; }
	local out want
	out=$(spatch --very-quiet --macro-file "$MACROS" \
		--sp-file "$T/declarers.cocci" "$T/macros-declarers.c" 2>&1 | sort -n)
	want=$(printf '%s\n' "2 DEVICE_ATTR_RO" "3 DEVICE_ATTR_RO" "4 DEVICE_ATTR_RO" \
		"6 DEVICE_ATTR" "6 DEVICE_ATTR_RO" "7 SENSOR_DEVICE_ATTR" \
		"8 IIO_DEVICE_ATTR_NAMED" "9 IIO_CONST_ATTR" "10 BIN_ATTR" "10 BIN_ATTR_RO" \
		"18 __ATTRIBUTE_GROUPS" "19 DEVICE_ATTR_IGNORE_LOCKDEP" \
		"25 module_platform_driver" | sort -n)
	assertEquals "declarers with the macro file" "$want" "$out"
	out=$(spatch --very-quiet --sp-file "$T/declarers.cocci" \
		"$T/macros-declarers.c" 2>&1 | grep proto)
	assertNotNull "without the macro file spatch misreads some" "$out"
}

# Each macro of the file is one line "#define NAME(ARGS) YACFE_DECLARATOR"
# and every family the rules rely on is there.
test_macro_file_shape() {
	local bad name
	bad=$(grep '^#define' "$MACROS" | grep -v '^#define [A-Za-z_0-9]*([^)]*) YACFE_DECLARATOR$')
	assertNull "malformed lines: $bad" "$bad"
	for name in DEVICE_ATTR DEVICE_ATTR_RO DEVICE_ATTR_RW DEVICE_ATTR_WO \
		ATTRIBUTE_GROUPS __ATTRIBUTE_GROUPS BIN_ATTRIBUTE_GROUPS BIN_ATTR BIN_ATTR_RO \
		BIN_ATTR_RW SENSOR_DEVICE_ATTR SENSOR_DEVICE_ATTR_2_RW DRIVER_ATTR_RW \
		CLASS_ATTR_RO BUS_ATTR_WO IIO_DEVICE_ATTR IIO_CONST_ATTR module_platform_driver; do
		grep -q "^#define $name(" "$MACROS" || fail "$name missing"
	done
}

# ---------------------------------------------------------------------------
# The rules' headers: the kernel's conventions, so make coccicheck runs them.

test_rule_headers() {
	local r
	for r in "$COCCI"/sysfs-*.cocci; do
		[ -f "$r" ] || continue
		assertTrue "$r: no /// description" "grep -q '^/// ' '$r'"
		assertTrue "$r: no Confidence" "grep -q '^// Confidence: \(High\|Moderate\|Low\)' '$r'"
		assertTrue "$r: no Options with the macro file" \
			"grep -q '^// Options:.*--macro-file' '$r'"
		assertTrue "$r: no Keywords" "grep -q '^// Keywords: ' '$r'"
		for mode in patch context org report; do
			assertTrue "$r: no virtual $mode" "grep -q '^virtual $mode' '$r'"
		done
		assertTrue "$r: reports without the [$(basename "$r" .cocci)] tag" \
			"grep -q '\[$(basename "$r" .cocci)\]' '$r'"
		assertTrue "$r: spatch cannot parse it" \
			"spatch --parse-cocci '$r' >/dev/null 2>&1"
	done
}

# The rows a rule copies from sysfscheck's table (checker/sysfs-model.c)
# are the table's: scripts/model-rows --check fails after an edit of
# either side alone (here: a row renamed in a copy of the table).
test_rule_rows_are_the_model() {
	local out
	out=$("$TOP/scripts/model-rows" --check 2>&1)
	assertEquals "rows of checker/sysfs-model.c in the rules: $out" 0 $?
	assertContains "the directory deletions are copied" \
		"$(cat "$COCCI/sysfs-leak.cocci")" "    'platform_device_unregister': 'dev',"
	assertContains "the calls rule names the copied rows" \
		"$(grep '^identifier f =~' "$COCCI/sysfs-leak.cocci")" "|platform_device_unregister|"
	mkdir -p "$SCRATCH/rows/checker" "$SCRATCH/rows/cocci" "$SCRATCH/rows/scripts"
	cp "$TOP/scripts/model-rows" "$SCRATCH/rows/scripts/"
	cp "$COCCI/sysfs-leak.cocci" "$SCRATCH/rows/cocci/"
	sed 's/DIR_GONE("class_destroy"/DIR_GONE("class_destroy2"/' \
		"$TOP/checker/sysfs-functions.def" >"$SCRATCH/rows/checker/sysfs-functions.def"
	"$SCRATCH/rows/scripts/model-rows" --check >/dev/null 2>&1
	assertEquals "a row changed in the table alone is found" 1 $?
	cp "$TOP/checker/sysfs-functions.def" "$SCRATCH/rows/checker/"
	sed "s/^    'bus_create_file': ('file', 0, 1),/&\n    'bus_create_file2': ('file', 0, 1),/" \
		"$COCCI/sysfs-leak.cocci" >"$SCRATCH/rows/cocci/sysfs-leak.cocci"
	assertContains "$(cat "$SCRATCH/rows/cocci/sysfs-leak.cocci")" "'bus_create_file2'"
	"$SCRATCH/rows/scripts/model-rows" --check >/dev/null 2>&1
	assertEquals "a create added to the rule's table alone is found" 1 $?
}

# Each rule file's gate: the words the wrapper reads (grep -E) are the
# ones the gate tests, every SmPL rule of the file depends on the gate,
# every case the rule file must warn on has the words, and the gate does
# gate: with words no file has, the rule file finds nothing.
gate_words() {
	sed -n "s|^if not file_mentions(r'\\(.*\\)'):\$|\\1|p" "$1"
}

test_rule_gates() {
	local r name words hdr c
	for r in "$COCCI"/sysfs-*.cocci; do
		[ -f "$r" ] || continue
		name=$(basename "$r" .cocci)
		words=$(gate_words "$r")
		assertNotNull "$name: no gate" "$words"
		assertEquals "$name: one gate" 1 "$(grep -c '^@script:python gate@$' "$r")"
		assertEquals "$name: its gates test the same words" 1 \
			"$(sed -n "s|^if not file_mentions(r'\\(.*\\)'):\$|\\1|p" "$r" | sort -u | wc -l)"
		while read -r hdr; do
			case $hdr in
			# A gate further down (show-bound's loop_gate) counts.
			*"depends on gate"* | *"depends on "[a-z_]*"_gate "*) ;;
			*) fail "$name: a rule without the gate: $hdr" ;;
			esac
		done < <(grep -E '^@[^@]' "$r" | grep -v -E '^@(script|initialize|finalize):')
		for c in "$TOP/testcases/checks/$name"/warn-*.c "$T/$name"/warn-*.c; do
			[ -f "$c" ] || continue
			assertTrue "$name: $c lacks the gate's words" \
				"grep -q -E -e '$words' '$c'"
		done
	done
	have_spatch || { fail "spatch not installed"; return; }
	c=$TOP/testcases/checks/sysfs-leak/warn-core-probe-returns.c
	mkdir -p "$SCRATCH/gate"
	cp "$COCCI/sysfs-macros.h" "$SCRATCH/gate/"
	sed "s|^if not file_mentions(r'.*'):\$|if not file_mentions(r'no_such_word'):|" \
		"$COCCI/sysfs-leak.cocci" >"$SCRATCH/gate/sysfs-leak.cocci"
	assertContains "the rule reports $c" \
		"$("$WRAPPER" -j 1 --rule=sysfs-leak "$c" 2>&1)" "[sysfs-leak]"
	assertEquals "a gate without the file's words lets nothing through" "" \
		"$(spatch --very-quiet -D report --no-includes --include-headers \
			--macro-file "$COCCI/sysfs-macros.h" \
			--sp-file "$SCRATCH/gate/sysfs-leak.cocci" "$c" 2>/dev/null)"
	assertContains "the same rule with its own gate reports it" \
		"$(spatch --very-quiet -D report --no-includes --include-headers \
			--macro-file "$COCCI/sysfs-macros.h" \
			--sp-file "$COCCI/sysfs-leak.cocci" "$c" 2>/dev/null)" "[sysfs-leak]"
}

# Cases of a rule alone (testcases/cocci/<check>/*.c), where sysfscheck is
# silent by design: the rule's findings are the warn: annotations.
test_rule_only_cases() {
	local dir check file rel want got n=0
	for dir in "$T"/sysfs-*/; do
		[ -d "$dir" ] || continue
		check=$(basename "$dir")
		cocci_run "only-$check" "$dir" --rule="$check" >/dev/null
		assertEquals "$check: status" 0 "$(cat "$SCRATCH/only-$check.rc")"
		for file in "$dir"*.c; do
			rel=${file#"$TOP"/testcases/}
			want=$(expected_findings "$file" | cut -f1 |
				awk -v f="$rel" -v c="$check" '$2 == c { print f, $1, $2 }' | sort -u)
			got=$(findings_of <"$SCRATCH/only-$check.raw" | grep "^$rel ")
			assertEquals "$rel" "$want" "$got"
			n=$((n + 1))
		done
	done
	assertTrue "no case of a rule alone" "[ $n -gt 0 ]"
}

# ---------------------------------------------------------------------------
# Each rule on its check's cases: a warn case gives the finding on each
# annotated line of that check, a silent case none (one test per case).

rule_case() {
	local file=$1 check rel want got exc
	check=$(basename "$(dirname "$file")")
	rel=${file#"$TOP"/testcases/}
	cocci_run "rule-$check" "$TOP/testcases/checks/$check" --rule="$check" >/dev/null
	if [ "$(cat "$SCRATCH/rule-$check.rc")" != 0 ]; then
		echo "sysfscheck-cocci exited $(cat "$SCRATCH/rule-$check.rc"):"
		cat "$SCRATCH/rule-$check.err"
		return 1
	fi
	want=$(expected_findings "$file" | cut -f1 | awk -v f="$rel" -v c="$check" \
		'$2 == c { print f, $1, $2 }' | sort -u)
	exc=$(exceptions sysfscheck-only | grep "^$rel ")
	[ -n "$exc" ] && want=$(printf '%s\n' "$want" | grep -v -x -F "$exc")
	want=$( (printf '%s\n' "$want"; exceptions coccinelle-only | grep "^$rel ") |
		grep -v '^$' | sort -u)
	got=$(findings_of <"$SCRATCH/rule-$check.raw" | grep "^$rel ")
	if [ "$want" != "$got" ]; then
		printf 'want:\n%s\ngot:\n%s\n' "$want" "$got"
		grep -F "$rel:" "$SCRATCH/rule-$check.raw"
		return 1
	fi
}

# ---------------------------------------------------------------------------
# Patch mode: every case whose finding the rule patches is clean after the
# patch for both engines, and the patch changes nothing else.

test_attr_terminator_patch() {
	have_spatch || { fail "spatch not installed"; return; }
	local d=$SCRATCH/patch-terminator f n=0 out
	mkdir -p "$d"
	cp "$TOP"/testcases/checks/sysfs-attr-terminator/*.c "$CORPUS"/*no-terminator*.c "$d/"
	(cd "$d" && spatch --very-quiet -D patch --in-place --macro-file "$MACROS" \
		--sp-file "$COCCI/sysfs-attr-terminator.cocci" ./*.c >/dev/null 2>&1)
	for f in "$d"/*.c; do
		orig=$TOP/testcases/checks/sysfs-attr-terminator/$(basename "$f")
		[ -f "$orig" ] || orig=$CORPUS/$(basename "$f")
		cmp -s "$f" "$orig" && continue
		n=$((n + 1))
		# Only NULL elements are added: the files are the same without
		# comments, blanks and the added lines.
		assertNull "$(basename "$f"): the patch does more than add NULL" \
			"$(diff <(code_of <"$orig") <(code_of <"$f"))"
		case $(basename "$f") in
		legacy-*|*no-terminator*) out=$(run_sysfscheck_ref "$f" 2>&1) ;;
		*) if [ -n "$(case_headers "$orig")" ]; then
			out=$(run_sysfscheck_ref "$f" 2>&1)
		   else
			out=$(run_sysfscheck "$f" 2>&1)
		   fi ;;
		esac
		assertNotContains "$(basename "$f"): sysfscheck still finds it: $out" \
			"$out" "[sysfs-attr-terminator"
		silent_silent_cases "$orig" "$f"
	done
	assertTrue "only $n files patched" "[ $n -ge 15 ]"
	out=$("$WRAPPER" --rule=sysfs-attr-terminator "$d" 2>&1)
	# Sized full arrays and designated ones are reported, not patched.
	assertEquals "left after the patch" \
		"warn-designated.c warn-sized-full.c" \
		"$(printf '%s\n' "$out" | sed -n 's|^.*/\([^/:]*\):[0-9]*:.*|\1|p' | sort -u | xargs)"
}

# Patch mode, case by case: testcases/cocci/patch/<check>/NAME.c must
# become NAME.res with cocci/<check>.cocci in patch mode (a case that must
# stay as it is has NAME.res equal to NAME.c); a second run changes
# nothing; and sysfscheck finds nothing of <check> in what the patch
# changed.
patch_case() {
	local file=$1 check out err
	check=$(basename "$(dirname "$file")")
	out=$SCRATCH/patch-$check-$(basename "$file")
	cp "$file" "$out"
	err=$(spatch --very-quiet -D patch --no-includes --include-headers \
		--macro-file "$MACROS" --sp-file "$COCCI/$check.cocci" --in-place "$out" 2>&1 >/dev/null)
	[ $? = 0 ] || { echo "spatch failed: $err"; return 1; }
	if ! cmp -s "${file%.c}.res" "$out"; then
		diff -u "${file%.c}.res" "$out"
		return 1
	fi
	cp "$out" "$out.again.c"
	spatch --very-quiet -D patch --no-includes --include-headers --macro-file "$MACROS" \
		--sp-file "$COCCI/$check.cocci" --in-place "$out.again.c" >/dev/null 2>&1
	cmp -s "$out" "$out.again.c" || { echo "a second run changes it again"; return 1; }
	# A case the patch leaves alone (reported, not patched) keeps its finding.
	cmp -s "$file" "$out" && return 0
	if [ -n "$(run_sysfscheck "$out" --level=style 2>&1 | grep -E "\[$check(:[a-z]+)?\]$")" ]; then
		echo "sysfscheck still finds $check after the patch:"
		run_sysfscheck "$out" --level=style 2>&1
		return 1
	fi
}

# code_of < C: the code without comments, blanks or empty lines.
# NULL elements and the commas after elements are left out too.
code_of() {
	sed -e 's|/\*.*\*/||g' -e 's|//.*$||' -e 's/[[:space:]]//g' -e 's/,$//' |
		grep -v -x -E '(NULL)?'
}

# A silent case is never changed.
silent_silent_cases() {
	case $(basename "$1") in
	silent-*) fail "$(basename "$1"): a silent case was patched" ;;
	esac
}

# ---------------------------------------------------------------------------
# The wrapper

test_wrapper_usage() {
	local out
	out=$("$WRAPPER" 2>&1)
	assertEquals "no input" 2 $?
	out=$("$WRAPPER" --frobnicate "$T" 2>&1)
	assertEquals "unknown option" 2 $?
	assertContains "$out" "unknown option"
	out=$("$WRAPPER" "$SCRATCH/no-such-file.c" 2>&1)
	assertEquals "missing file" 2 $?
	out=$("$WRAPPER" --rule=sysfs-no-such-check "$T" 2>&1)
	assertEquals "unknown rule" 2 $?
	out=$("$WRAPPER" --format=xml "$T" 2>&1)
	assertEquals "unknown format" 2 $?
	out=$("$WRAPPER" --help)
	assertEquals "--help" 0 $?
	assertContains "$out" "sysfscheck-cocci"
}

# One merged, sorted report without duplicates in sysfscheck's format;
# exit status 0, or 1 with --exit-code; the same with one job or two.
test_wrapper_report() {
	have_spatch || { fail "spatch not installed"; return; }
	local a=$CORPUS/group-no-terminator.c b=$CORPUS/create-files-no-terminator.c
	local ok=$CORPUS/kset-example.c out out1 status
	local one=--rule=sysfs-attr-terminator
	out=$("$WRAPPER" -j 2 $one "$b" "$a" "$a" "$ok")
	assertEquals "status" 0 $?
	assertEquals "findings" 3 "$(printf '%s\n' "$out" | grep -c .)"
	assertEquals "sorted by file and line" "$(printf '%s\n' "$out" | sort -t: -k1,1 -k2,2n)" "$out"
	assertNull "not in gcc format: $out" \
		"$(printf '%s\n' "$out" | grep -v -E '^[^:]+:[0-9]+:[0-9]+: warning: .* \[sysfs-[a-z-]+\]$')"
	out1=$("$WRAPPER" -j 1 $one "$a" "$b" "$ok")
	assertEquals "-j 1 and -j 2" "$out" "$out1"
	"$WRAPPER" --exit-code $one "$a" >/dev/null
	assertEquals "--exit-code with findings" 1 $?
	"$WRAPPER" --exit-code $one "$ok" >/dev/null
	assertEquals "--exit-code without findings" 0 $?
}

# The merged rules are kept and used again, and a changed rule file is
# merged afresh (a stale merge would still say "NULL-terminated").
test_wrapper_merge_cache() {
	have_spatch || { fail "spatch not installed"; return; }
	local a=$CORPUS/group-no-terminator.c d=$SCRATCH/cocci-changed out out1
	export SYSFSCHECK_CACHE=$SCRATCH/merge-cache
	out=$("$WRAPPER" -j 1 "$a" 2>&1)
	assertContains "$out" "[sysfs-attr-terminator]"
	assertEquals "one merge kept" 1 "$(ls "$SYSFSCHECK_CACHE/cocci-merge" | grep -c .)"
	out1=$("$WRAPPER" -j 1 "$a" 2>&1)
	assertEquals "the kept merge reports the same" "$out" "$out1"
	rm -rf "$d"
	cp -R "$COCCI" "$d"
	sed -i 's/is not NULL-terminated/is not NULL-ended/' "$d/sysfs-attr-terminator.cocci"
	out1=$("$WRAPPER" -j 1 --cocci-dir="$d" "$a" 2>&1)
	assertContains "a changed rule file is merged again: $out1" "$out1" "is not NULL-ended"
	assertEquals "two merges kept" 2 "$(ls "$SYSFSCHECK_CACHE/cocci-merge" | grep -c .)"
	export SYSFSCHECK_CACHE=$SCRATCH/cache
}

# JSON Lines as sysfscheck writes them, with the engine named.
test_wrapper_json() {
	have_spatch || { fail "spatch not installed"; return; }
	local out
	out=$("$WRAPPER" --format=json --rule=attr-terminator "$CORPUS/group-no-terminator.c")
	assertEquals "status" 0 $?
	printf '%s\n' "$out" | python3 -c '
import json, sys
lines = [json.loads(l) for l in sys.stdin if l.strip()]
assert len(lines) == 1, lines
f = lines[0]
assert f["engine"] == "coccinelle", f
assert f["check"] == "sysfs-attr-terminator", f
assert f["line"] == 45, f
' || fail "JSON: $out"
}

# A function spatch cannot parse that uses sysfs gets one line on stderr;
# one that does not use sysfs, none.
test_wrapper_parse_failure() {
	have_spatch || { fail "spatch not installed"; return; }
	local err
	err=$("$WRAPPER" --rule=sysfs-attr-terminator "$T/unparsable.c" 2>&1 >/dev/null)
	assertEquals "status" 0 $?
	assertEquals "one line" 1 "$(printf '%s\n' "$err" | grep -c .)"
	assertContains "$err" "unparsable.c:14: note: spatch cannot parse function 'mode_show'"
	assertNotContains "$err" "helper"
}

# Installed (make install), the wrapper finds its rules and the macro file
# under share/sysfscheck/cocci and gives the same report.
test_wrapper_installed() {
	have_spatch || { fail "spatch not installed"; return; }
	local prefix=$SCRATCH/prefix file=$CORPUS/group-no-terminator.c
	make -s -C "$TOP" install PREFIX="$prefix" >/dev/null 2>&1 ||
		{ fail "make install failed"; return; }
	assertTrue "macro file installed" "[ -f '$prefix/share/sysfscheck/cocci/sysfs-macros.h' ]"
	assertEquals "installed wrapper" \
		"$("$WRAPPER" --rule=sysfs-attr-terminator "$file")" \
		"$("$prefix/bin/sysfscheck-cocci" --rule=sysfs-attr-terminator "$file")"
}

# ---------------------------------------------------------------------------
# The merged mode (--merged: scripts/cocci-merge makes one semantic patch of
# the rules, one spatch run per chunk of files): the same report, byte for
# byte, and the same notes on standard error as one spatch run per rule.

merged_same() {
	local name=$1 dir=$2 a b
	cocci_run "$name" "$dir" --per-rule >/dev/null
	cocci_run "merged-$name" "$dir" --merged >/dev/null
	for a in rc raw err; do
		b=$(diff "$SCRATCH/$name.$a" "$SCRATCH/merged-$name.$a")
		assertNull "$dir: --merged and --per-rule differ ($a): $b" "$b"
	done
	assertEquals "$dir: status" 0 "$(cat "$SCRATCH/merged-$name.rc")"
	assertTrue "$dir: no finding" "[ -s '$SCRATCH/$name.raw' ]"
}

test_merged_checks() {
	have_spatch || { fail "spatch not installed"; return; }
	merged_same checks "$TOP/testcases/checks"
}

test_merged_corpus() {
	have_spatch || { fail "spatch not installed"; return; }
	merged_same corpus "$CORPUS"
}

test_merged_cocci_cases() {
	have_spatch || { fail "spatch not installed"; return; }
	merged_same cocci-cases "$T"
}

# The comparison above can fail: without one rule in the merge (a copy of
# the rules less sysfs-leak), the merged report differs.
test_merged_without_a_rule_differs() {
	have_spatch || { fail "spatch not installed"; return; }
	local d=$SCRATCH/cocci-less out
	rm -rf "$d"
	cp -R "$COCCI" "$d"
	rm "$d/sysfs-leak.cocci"
	cocci_run corpus "$CORPUS" --per-rule >/dev/null
	out=$("$WRAPPER" -j "$JOBS" --merged --cocci-dir="$d" "$CORPUS" 2>/dev/null)
	assertNotNull "no finding at all" "$out"
	assertNotEquals "a merge without sysfs-leak gives the same report" \
		"$(cat "$SCRATCH/corpus.raw")" "$out"
	assertContains "$(cat "$SCRATCH/corpus.raw")" "[sysfs-leak]"
	assertNotContains "$out" "[sysfs-leak]"
}

# Org mode, spatch directly: the merged semantic patch of every rule prints
# the same TODO items as the rules one by one (order aside).
test_merged_org() {
	have_spatch || { fail "spatch not installed"; return; }
	local groups=$SCRATCH/org-groups merged=$SCRATCH/all-merged.cocci r one all
	local opts=(--very-quiet -D org --no-includes --include-headers --macro-file "$MACROS")
	printf '%s\n\n' "$CORPUS"/*.c >"$groups"
	"$TOP/scripts/cocci-merge" "$COCCI"/sysfs-*.cocci >"$merged" ||
		{ fail "cocci-merge failed"; return; }
	one=$(for r in "$COCCI"/sysfs-*.cocci; do
		spatch "${opts[@]}" --sp-file "$r" --file-groups "$groups" 2>&1
	done | sort)
	all=$(spatch "${opts[@]}" --sp-file "$merged" --file-groups "$groups" 2>&1 | sort)
	assertContains "$one" "* TODO"
	assertEquals "org: merged and one by one" "$one" "$all"
}

# cocci-merge keeps the rules of each file apart: names two files share
# (a rule 'call', Python's st(), reach(), compact(), call_message()) get
# each file's prefix, the virtuals come once, and spatch accepts the result.
test_cocci_merge_names() {
	have_spatch || { fail "spatch not installed"; return; }
	local m=$SCRATCH/names-merged.cocci
	"$TOP/scripts/cocci-merge" "$COCCI"/sysfs-*.cocci >"$m" ||
		{ fail "cocci-merge failed"; return; }
	assertTrue "spatch cannot parse the merge" "spatch --parse-cocci '$m' >/dev/null 2>&1"
	assertEquals "virtual report once" 1 "$(grep -c '^virtual report$' "$m")"
	assertEquals "duplicate rule names" "" \
		"$(sed -n 's/^@\(script:python \)\{0,1\}\([A-Za-z_][A-Za-z0-9_]*\)[ @].*/\2/p' "$m" |
			grep -v -x -E 'depends|script:python|initialize:python|finalize:python' | sort | uniq -d)"
	assertContains "$(cat "$m")" "@store_return__call depends on store_return__gate && context@"
	assertContains "$(cat "$m")" "@attr_terminator__call depends on attr_terminator__gate && attr_terminator__unterm@"
	assertContains "$(cat "$m")" "def leak__st(p):"
	assertContains "$(cat "$m")" "def attr_terminator__st(p):"
	assertContains "$(cat "$m")" "x << bin_default__pr.X;"
	assertContains "$(cat "$m")" "position p = {store_return__zero.p,"
	# An input whose rule belongs to no file is an error of spatch, not
	# something cocci-merge hides: the names of other files stay.
	assertNotContains "$(cat "$m")" "leak__leak__"
}

# cocci-merge --mode=report leaves out what cannot run in report mode (the
# context and patch rules, and the rules that need them), keeps the rest,
# and spatch still accepts the result.
test_cocci_merge_mode() {
	have_spatch || { fail "spatch not installed"; return; }
	local m=$SCRATCH/report-merged.cocci
	"$TOP/scripts/cocci-merge" --mode=report "$COCCI"/sysfs-*.cocci >"$m" ||
		{ fail "cocci-merge --mode=report failed"; return; }
	assertTrue "spatch cannot parse the merge" "spatch --parse-cocci '$m' >/dev/null 2>&1"
	assertNotContains "a context-only rule kept" "$(cat "$m")" "@store_return__call depends on store_return__gate && context@"
	assertNotContains "a rule needing a patch rule kept" "$(cat "$m")" "@bin_default__pag depends on bin_default__gate && bin_default__pr@"
	assertContains "a report rule left out" "$(cat "$m")" "@attr_terminator__call depends on attr_terminator__gate && attr_terminator__unterm@"
	assertEquals "a rule depending on another mode" "" \
		"$(grep -E '^@.*depends on ([a-z_]+__gate && )?(\(?(context|patch|org)\)?)( |@|&&)' "$m")"
	assertFalse "an unknown option accepted" \
		"'$TOP/scripts/cocci-merge' --mode '$COCCI/sysfs-leak.cocci' >/dev/null 2>&1"
}

# ---------------------------------------------------------------------------
# Agreement with sysfscheck on the corpus

sysfscheck_corpus() {
	local file
	if [ ! -f "$SCRATCH/sysfscheck-corpus" ]; then
		# One sysfscheck per API generation (the flags differ), at
		# every level: the annotations are the ground truth.
		local modern=() legacy=() flags
		for file in "$CORPUS"/*.c; do
			if is_legacy "$file"; then legacy+=("$file"); else modern+=("$file"); fi
		done
		{
			mapfile -t flags < <(ref_cflags "${modern[0]}")
			"$SYSFSCHECK" --level=style "${flags[@]}" "${modern[@]}" 2>&1
			mapfile -t flags < <(ref_cflags "${legacy[0]}")
			"$SYSFSCHECK" --level=style "${flags[@]}" "${legacy[@]}" 2>&1
		} | findings_of >"$SCRATCH/sysfscheck-corpus"
	fi
	cat "$SCRATCH/sysfscheck-corpus"
}

# The checks both engines have.
common_checks() {
	comm -12 <(rules | sort) \
		<("$SYSFSCHECK" --list-checks | awk '$2 == "on" { print $1 }' | sort)
}

# Both engines' findings of a check on the corpus, each side's extra
# findings less the listed exceptions: "FILE LINE CHECK SIDE".
disagreements() {
	local check=$1
	cocci_run corpus "$CORPUS" | awk -v c="$check" '$3 == c' >"$SCRATCH/c.$check"
	sysfscheck_corpus | awk -v c="$check" '$3 == c' >"$SCRATCH/s.$check"
	comm -23 "$SCRATCH/s.$check" "$SCRATCH/c.$check" | sed 's/$/ sysfscheck-only/'
	comm -13 "$SCRATCH/s.$check" "$SCRATCH/c.$check" | sed 's/$/ coccinelle-only/'
}

agreement_case() {
	local check=$1 diff listed
	have_spatch || { echo "spatch not installed"; return 1; }
	if [ "$(cat "$SCRATCH/corpus.rc" 2>/dev/null || echo 0)" != 0 ]; then
		cat "$SCRATCH/corpus.err"
		return 1
	fi
	diff=$(disagreements "$check")
	listed=$( (exceptions sysfscheck-only | sed 's/$/ sysfscheck-only/'
		exceptions coccinelle-only | sed 's/$/ coccinelle-only/') |
		awk -v c="$check" '$3 == c' | sort)
	diff=$(printf '%s\n' "$diff" | grep -v '^$' | sort | comm -23 - <(printf '%s\n' "$listed"))
	if [ -n "$diff" ]; then
		printf 'the engines disagree (FILE LINE CHECK, who finds it):\n%s\n' "$diff"
		return 1
	fi
	[ -s "$SCRATCH/s.$check" ] || { echo "no finding of $check in the corpus"; return 1; }
}

# Each listed exception is a real difference: on a corpus driver the
# engines disagree there; on a check's case, the rule's finding differs
# from the annotation as the line says. And it has a reason.
test_exceptions_are_real() {
	local file line check side reason rel got
	[ -f "$EXCEPTIONS" ] || { fail "no $EXCEPTIONS"; return; }
	while read -r file line check side reason; do
		case $file in '#'* | '') continue ;; esac
		side=${side%:}
		assertNotNull "$file:$line: no reason" "$reason"
		case $side in
		sysfscheck-only|coccinelle-only) ;;
		*) fail "agreement-exceptions: bad side '$side'"; continue ;;
		esac
		[ -f "$TOP/testcases/$file" ] || { fail "agreement-exceptions: no testcases/$file"; continue; }
		case $file in
		corpus/*)
			assertTrue "agreement-exceptions: $file $line $check $side is not a difference" \
				"disagreements '$check' | grep -q -x -F '$file $line $check $side'"
			;;
		checks/*)
			got=$(cocci_run "rule-$check" "$TOP/testcases/checks/$check" --rule="$check" |
				grep -c -x -F "$file $line $check")
			if [ "$side" = sysfscheck-only ]; then
				assertTrue "$file:$line is not annotated" \
					"sed -n '${line}p' '$TOP/testcases/$file' | grep -q 'warn: $check'"
				assertEquals "$file:$line: the rule finds it after all" 0 "$got"
			else
				assertEquals "$file:$line: the rule does not find it" 1 "$got"
			fi
			;;
		*) fail "agreement-exceptions: $file is neither corpus/ nor checks/" ;;
		esac
	done <"$EXCEPTIONS"
}

suite() {
	local check file name t
	for t in test_macro_file_declarers test_macro_file_shape test_rule_headers \
		test_rule_rows_are_the_model test_rule_gates test_rule_only_cases \
		test_attr_terminator_patch test_wrapper_usage test_wrapper_report \
		test_wrapper_merge_cache test_wrapper_json test_wrapper_parse_failure \
		test_wrapper_installed \
		test_merged_checks test_merged_corpus test_merged_cocci_cases \
		test_merged_without_a_rule_differs test_merged_org test_cocci_merge_names \
		test_cocci_merge_mode \
		test_exceptions_are_real; do
		suite_addTest "$t"
	done
	for check in $(rules); do
		for file in "$TOP"/testcases/checks/"$check"/*.c; do
			[ -f "$file" ] || continue
			name=rule_$(echo "${file#"$TOP"/testcases/checks/}" | tr -c 'A-Za-z0-9_\n' '_')
			eval "$name() { local report; report=\$(rule_case '$file'); assertTrue \"\$report\" \$?; }"
			suite_addTest "$name"
		done
	done
	for file in "$T"/patch/*/*.c; do
		[ -f "$file" ] || continue
		name=patch_$(echo "${file#"$T"/patch/}" | tr -c 'A-Za-z0-9_\n' '_')
		eval "$name() { local report; report=\$(patch_case '$file'); assertTrue \"\$report\" \$?; }"
		suite_addTest "$name"
	done
	for check in $(common_checks); do
		name=agreement_$(echo "$check" | tr -c 'A-Za-z0-9_\n' '_')
		eval "$name() { local report; report=\$(agreement_case '$check'); assertTrue \"\$report\" \$?; }"
		suite_addTest "$name"
	done
}

. shunit2
