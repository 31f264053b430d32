#!/bin/bash
# The Coccinelle engine (cocci/, docs/cocci.md): the macro file; each rule
# on the per-check cases of its check (testcases/checks/<check>/); the
# rules' patch mode; the wrapper scripts/sysfscheck-cocci; and the
# agreement of its findings with sysfscheck's on every corpus driver, for
# each check both engines have. Where the engines differ, the case says so
# on the line: "warn(sysfscheck): CHECK ... -- REASON" (only sysfscheck
# finds it) or "warn(coccinelle): ..." (only the rule).

. "$(dirname "$0")/lib/suite.sh"

COCCI=$TOP/cocci
MACROS=$COCCI/sysfs-macros.h
WRAPPER=$TOP/scripts/sysfscheck-cocci
T=$TOP/testcases/cocci
CORPUS=$TOP/testcases/corpus
JOBS=${JOBS:-2}
# The prepared 6.1 tree (make prepare-kernel), only read.
KTREE=${SYSFSCHECK_CACHE:-$HOME/.cache/sysfscheck}/linux-6.1-allmodconfig

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
		for mode in patch context org report; do
			assertTrue "$r: spatch cannot parse it in $mode mode" \
				"spatch -D $mode --parse-cocci '$r' >/dev/null 2>&1"
		done
	done
}

# The names a rule takes from the model (checker/sysfs-*.def) are the
# model's: scripts/model-rows --check fails after an edit of either side
# alone (a row renamed in a copy of the model; a name added to a copy of a
# rule's list).
test_rule_rows_are_the_model() {
	local out
	out=$("$TOP/scripts/model-rows" --check 2>&1)
	assertEquals "lists of checker/sysfs-*.def in the rules: $out" 0 $?
	assertContains "the partners are written" \
		"$(cat "$COCCI/sysfs-leak.cocci")" "    'sysfs_create_file': ('sysfs_remove_file', 'file'),"
	assertContains "the deletions are written" \
		"$(sed -n '/BEGIN model-rows unwinds/,/END model-rows/p' "$COCCI/sysfs-leak.cocci")" \
		"platform_device_unregister,"
	mkdir -p "$SCRATCH/rows/checker" "$SCRATCH/rows/cocci" "$SCRATCH/rows/scripts"
	cp "$TOP/scripts/model-rows" "$SCRATCH/rows/scripts/"
	cp "$TOP"/checker/sysfs-*.def "$SCRATCH/rows/checker/"
	cp "$COCCI/sysfs-leak.cocci" "$SCRATCH/rows/cocci/"
	"$SCRATCH/rows/scripts/model-rows" --check >/dev/null 2>&1
	assertEquals "the copy agrees" 0 $?
	sed 's/DIR_GONE("class_destroy"/DIR_GONE("class_destroy2"/' \
		"$TOP/checker/sysfs-functions.def" >"$SCRATCH/rows/checker/sysfs-functions.def"
	"$SCRATCH/rows/scripts/model-rows" --check >/dev/null 2>&1
	assertEquals "a row changed in the model alone is found" 1 $?
	cp "$TOP/checker/sysfs-functions.def" "$SCRATCH/rows/checker/"
	sed 's/^identifier cr = {sysfs_create_file, /&bus_create_file2, /' \
		"$COCCI/sysfs-leak.cocci" >"$SCRATCH/rows/cocci/sysfs-leak.cocci"
	assertContains "$(cat "$SCRATCH/rows/cocci/sysfs-leak.cocci")" "bus_create_file2"
	"$SCRATCH/rows/scripts/model-rows" --check >/dev/null 2>&1
	assertEquals "a name added to the rule's list alone is found" 1 $?
}

# Rules as the kernel takes them: SmPL doing the matching, no file read
# from Python, a few hundred lines written by hand (the model's lists
# aside; docs/cocci.md has the counts).
test_rules_are_smpl() {
	local r n
	for r in "$COCCI"/sysfs-*.cocci; do
		assertNotContains "$r reads a file" "$(cat "$r")" "open("
		n=$(sed '/BEGIN model-rows/,/END model-rows/d' "$r" | wc -l)
		assertTrue "$r: $n lines besides the model's lists" "[ $n -le 300 ]"
		assertEquals "scripts/cocci-lines: $r besides the model's lists" "$n" \
			"$("$TOP/scripts/cocci-lines" "$r" | awk -v r="$r" '$1 == r { print $2 - $6 }')"
	done
	assertEquals "scripts/cocci-lines" 0 \
		"$("$TOP/scripts/cocci-lines" "$COCCI"/sysfs-*.cocci >/dev/null; echo $?)"
}

# Every engine-only annotation names an engine and gives a reason.
test_engine_annotations() {
	local bad
	bad=$(grep -n -o 'warn([^)]*):.*' "$TOP"/testcases/checks/*/*.c "$CORPUS"/*.c |
		grep -v -E 'warn\((sysfscheck|coccinelle|static)\): sysfs-[a-z0-9-]+(:[a-z]+)?( "[^"]*")? -- .{10,}')
	assertNull "annotations without an engine or a reason: $bad" "$bad"
	assertNotNull "no engine-only annotation" \
		"$(grep -l 'warn(sysfscheck):' "$TOP"/testcases/checks/*/*.c)"
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
	want=$(expected_findings "$file" coccinelle | cut -f1 | awk -v f="$rel" -v c="$check" \
		'$2 == c { print f, $1, $2 }' | sort -u)
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

# A file spatch gives up on (--time-limit, spatch's --timeout) gets one
# "not analysed" line, its findings are dropped and the status is 2; the
# others are reported. spatch is a stand-in that times out on slow.c.
test_wrapper_time_limit() {
	local stub=$SCRATCH/spatch-stub out err f
	for f in fast slow; do
		printf 'static struct attribute *%s_attrs[] = {\n\t&dev_attr_x.attr,\n};\n' \
			"$f" >"$SCRATCH/$f.c"
	done
	cat >"$stub" <<-'EOF'
	#!/bin/bash
	echo "$*" >"${0%/*}/spatch-args"
	while [ $# -gt 0 ]; do [ "$1" = --file-groups ] && groups=$2; shift; done
	while read -r f; do
		[ -n "$f" ] || continue
		case $f in
		*slow.c) echo "EXN: Coccinelle_modules.Common.Timeout in $f" >&2 ;;
		esac
		echo "$f:1:23-34: attribute array found [sysfs-attr-terminator]"
	done <"$groups"
	EOF
	chmod +x "$stub"
	err=$("$WRAPPER" --spatch="$stub" --time-limit=7 "$SCRATCH/fast.c" "$SCRATCH/slow.c" 2>&1 >"$SCRATCH/tl.out")
	assertEquals "status" 2 $?
	out=$(cat "$SCRATCH/tl.out")
	assertEquals "one line for the file given up" \
		"$SCRATCH/slow.c: error: not analysed: spatch gave up after 7 s (--time-limit=SECONDS)" "$err"
	assertContains "$out" "fast.c:1:"
	assertNotContains "its findings dropped" "$out" "slow.c"
	assertContains "$(cat "$SCRATCH/spatch-args")" "--timeout 7 "
	"$WRAPPER" --spatch="$stub" "$SCRATCH/fast.c" >/dev/null 2>&1
	assertEquals "status without a time-out" 0 $?
	assertContains "default" "$(cat "$SCRATCH/spatch-args")" "--timeout 300 "
	"$WRAPPER" --spatch="$stub" --time-limit=0 "$SCRATCH/fast.c" >/dev/null 2>&1
	assertNotContains "no limit" "$(cat "$SCRATCH/spatch-args")" "--timeout"
	"$WRAPPER" --time-limit=soon "$SCRATCH/fast.c" >/dev/null 2>&1
	assertEquals "bad --time-limit" 2 $?
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
# findings: "FILE LINE CHECK SIDE".
disagreements() {
	local check=$1
	cocci_run corpus "$CORPUS" | awk -v c="$check" '$3 == c' >"$SCRATCH/c.$check"
	sysfscheck_corpus | awk -v c="$check" '$3 == c' >"$SCRATCH/s.$check"
	comm -23 "$SCRATCH/s.$check" "$SCRATCH/c.$check" | sed 's/$/ sysfscheck-only/'
	comm -13 "$SCRATCH/s.$check" "$SCRATCH/c.$check" | sed 's/$/ coccinelle-only/'
}

# The differences the corpus drivers announce: "FILE LINE CHECK SIDE" of
# each warn(sysfscheck): and warn(coccinelle): annotation.
announced() {
	local check=$1 file rel engine
	for file in "$CORPUS"/*.c; do
		rel=${file#"$TOP"/testcases/}
		for engine in sysfscheck coccinelle; do
			grep -n -o "warn($engine): $check\b" "$file" | cut -d: -f1 |
				sed "s|^|$rel |; s|\$| $check $engine-only|"
		done
	done
}

agreement_case() {
	local check=$1 diff listed
	have_spatch || { echo "spatch not installed"; return 1; }
	if [ "$(cat "$SCRATCH/corpus.rc" 2>/dev/null || echo 0)" != 0 ]; then
		cat "$SCRATCH/corpus.err"
		return 1
	fi
	diff=$(disagreements "$check" | sort)
	listed=$(announced "$check" | sort)
	if [ "$diff" != "$listed" ]; then
		printf 'the engines disagree where the corpus does not say so, or agree where it does (FILE LINE CHECK, who finds it):\n%s\n' \
			"$(diff <(printf '%s\n' "$listed") <(printf '%s\n' "$diff") | grep '^[<>]')"
		return 1
	fi
	[ -s "$SCRATCH/s.$check" ] || { echo "no finding of $check in the corpus"; return 1; }
}

# scripts/cocci-compare, for a change of a rule that must keep its output:
# a rule against itself is the same in each mode asked for; a changed
# message is a difference (status 1) that the diff shows; usage errors
# are status 2.
test_cocci_compare() {
	have_spatch || { fail "spatch not installed"; return; }
	local cmp=$TOP/scripts/cocci-compare rule=$COCCI/sysfs-attr-terminator.cocci
	local cases=$TOP/testcases/checks/sysfs-attr-terminator out
	out=$("$cmp" --mode=report --mode=patch "$rule" "$rule" "$cases")
	assertEquals "the rule against itself" 0 $?
	assertContains "$out" "report: same"
	assertContains "$out" "patch: same"
	assertNotContains "the cases give no output: $out" "$out" "same (0 lines)"
	sed 's/is not NULL-terminated/lacks its NULL/' "$rule" >"$SCRATCH/changed.cocci"
	out=$("$cmp" --mode=report "$rule" "$SCRATCH/changed.cocci" "$cases")
	assertEquals "a changed message" 1 $?
	assertContains "$out" "report: differs"
	assertContains "$out" "lacks its NULL"
	"$cmp" "$rule" >/dev/null 2>&1
	assertEquals "one rule" 2 $?
	"$cmp" --mode=diff "$rule" "$rule" >/dev/null 2>&1
	assertEquals "unknown mode" 2 $?
	"$cmp" "$rule" "$rule" "$SCRATCH/no-such-file.c" >/dev/null 2>&1
	assertEquals "missing input" 2 $?
}

# make cocci-upstream: one patch per rule (and one for the macro file),
# no Signed-off-by, applying to the prepared tree; each rule the series
# adds, run by the kernel's own make coccicheck MODE=report, reports
# exactly the annotated lines of its check's cases (a copy of them is the
# external module M=, so nothing is built and the tree is not written).
test_cocci_upstream() {
	have_spatch || { skip_test "spatch not installed"; return; }
	[ -f "$KTREE/scripts/coccicheck" ] ||
		{ skip_test "no prepared kernel tree $KTREE (make prepare-kernel)"; return; }
	local out=$SCRATCH/upstream files=$SCRATCH/upstream-files cases check got want p
	"$TOP/scripts/cocci-upstream" -o "$out" "$KTREE" >/dev/null ||
		{ fail "cocci-upstream failed"; return; }
	assertEquals "patches" $(($(rules | wc -l) + 1)) "$(ls "$out"/*.patch | wc -l)"
	assertNull "a patch is signed off" "$(grep -l '^Signed-off-by:' "$out"/*.patch)"
	assertNull "a subject not in the kernel's form" \
		"$(grep -h '^Subject:' "$out"/*.patch | grep -v -E '^Subject: \[PATCH [0-9]+/[0-9]+\] coccinelle: api: add ')"
	mkdir -p "$files"
	for p in "$out"/*.patch; do
		(cd "$files" && git apply "$p") || { fail "${p##*/} does not apply"; return; }
	done
	for check in $(rules); do
		cmp -s "$COCCI/$check.cocci" "$files/scripts/coccinelle/api/$check.cocci" ||
			fail "the series' $check.cocci is not cocci/$check.cocci"
		cases=$SCRATCH/upstream-$check
		cp -r "$TOP/testcases/checks/$check" "$cases"
		got=$(make -s -C "$KTREE" coccicheck MODE=report J="$JOBS" M="$cases" \
			COCCI="$files/scripts/coccinelle/api/$check.cocci" \
			SPFLAGS="--macro-file $files/scripts/coccinelle/api/sysfs-macros.h" 2>&1 |
			sed -n -E "s|^$cases/([^:]+):([0-9]+):[0-9-]+: .*\[$check\]$|\1 \2|p" | sort -u)
		want=$(cd "$cases" && for p in *.c; do
			expected_findings "$p" coccinelle | cut -f1 |
				awk -v f="$p" -v c="$check" '$2 == c { print f, $1 }'
		done | sort -u)
		assertNotNull "no annotated finding of $check" "$want"
		assertEquals "make coccicheck COCCI=$check.cocci on its cases" "$want" "$got"
	done
}

suite() {
	local check file name t
	for t in test_macro_file_declarers test_macro_file_shape test_rule_headers \
		test_rule_rows_are_the_model test_rules_are_smpl test_engine_annotations \
		test_attr_terminator_patch test_wrapper_usage test_wrapper_report \
		test_wrapper_json test_wrapper_parse_failure test_wrapper_time_limit \
		test_wrapper_installed test_cocci_compare \
		test_cocci_upstream; do
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
