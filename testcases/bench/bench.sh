#!/bin/bash
# make bench: sysfscheck against the tools it sits beside, on the prepared
# Linux 6.1 allmodconfig tree (scripts/prepare-kernel). A benchmark, not a
# test: it never fails on a time. Each comparison runs both sides in one
# go, interleaved, REPS times, and reports medians and ratios:
#
#  1. sysfscheck vs plain sparse on the same NFILES (100) driver files
#     that use sysfs, with Kbuild's options: per-file CPU time, wall time
#     and peak memory.
#  2. `make C=2` over a random sample of all of drivers/ (most files never
#     touch sysfs and the prefilter skips them): sysfscheck's total cost
#     against plain sparse's.
#  3. The Coccinelle suite (scripts/sysfscheck-cocci, else every
#     cocci/*.cocci) vs the kernel's api/device_attr_show.cocci over the
#     same directories (COCCI_DIRS), COCCI_REPS times: one repetition's
#     ratio on a shared 2-core machine varies by a fifth either way.
#  4. The whole-tree scan (scripts/sysfscheck-scan, sysfscheck engine) on
#     2 cores over a sample of SCAN_FILES files using sysfs: files per
#     second and peak memory.
#  5. Patch review latency for a one-file patch
#     (testcases/bench/patch-review.sh).
#
# Settings (environment): REPS (3), NFILES (100), SAMPLE (100), SCAN_FILES
# (200), COCCI_DIRS ("drivers/hwmon drivers/leds"), COCCI_REPS (11),
# SECTIONS ("1 2 3 4 5"), SPARSE (plain sparse, default the one on PATH),
# TREE.
#
# Results go to build/bench/ (raw TSVs) and to standard output, with the
# machine's description, ready for docs/performance.md.
set -u
. "$(dirname "$0")/../lib/common.sh"

REPS=${REPS:-3}
NFILES=${NFILES:-100}
SAMPLE=${SAMPLE:-100}
SCAN_FILES=${SCAN_FILES:-200}
COCCI_DIRS=${COCCI_DIRS:-drivers/hwmon drivers/leds}
COCCI_REPS=${COCCI_REPS:-11}
SECTIONS=${SECTIONS:-1 2 3 4 5}
SPARSE=${SPARSE:-$(command -v sparse)}
TREE=${TREE:-${SYSFSCHECK_CACHE:-$HOME/.cache/sysfscheck}/linux-6.1-allmodconfig}
OUT=$TOP/build/bench
FLAGS=$TOP/scripts/sysfscheck-flags

die() {
	echo "bench: error: $*" >&2
	exit 2
}

[ -f "$TREE/include/config/auto.conf" ] || TREE=$("$TOP/scripts/prepare-kernel") ||
	die "no prepared kernel tree (make prepare-kernel)"
[ -x "$SYSFSCHECK" ] || die "build sysfscheck first (make)"
[ -n "$SPARSE" ] || die "plain sparse is not installed (scripts/install-deps test)"
mkdir -p "$OUT"
rm -rf "$OUT/flags"
mkdir -p "$OUT/flags"

# want N: is section N among SECTIONS?
want() {
	[[ " $SECTIONS " == *" $1 "* ]]
}

COMMIT=$(git -C "$TOP" describe --always --dirty 2>/dev/null || echo unknown)
in_section=

# begin_section N TITLE: what follows goes to the terminal and to
# build/bench/section-N.md, which testcases/bench/report puts together
# for docs/performance.md; sections run on their own keep their own date,
# commit and load.
begin_section() {
	end_section
	exec 3>&1 > >(tee "$OUT/section-$1.md")
	in_section=$1
	shift
	printf '\n## %s\n\n' "$*"
	printf 'run %s, commit %s, load average at the start %s\n\n' \
		"$(date -u '+%Y-%m-%d %H:%M UTC')" "$COMMIT" "$(cut -d' ' -f1-3 /proc/loadavg)"
}

end_section() {
	[ -n "$in_section" ] || return 0
	printf '\nload average at the end: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
	exec 1>&3 3>&-
	in_section=
}

# median of the numbers on standard input
median() {
	sort -g | awk '{ a[NR] = $1 } END { if (!NR) { print 0; exit }
		print NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'
}

# flags_of REL: Kbuild's options for REL, one per line, cached in $OUT/flags.
flags_of() {
	local key=$OUT/flags/$(printf '%s' "$1" | tr '/' '%')
	if [ ! -s "$key" ]; then
		"$FLAGS" --tree "$TREE" "$TREE/$1" 2>/dev/null | tail -n +2 >"$key"
	fi
	cat "$key"
}

# run_one ENGINE REL: one timed run from the tree root; prints
# "wall user+sys maxrss_kib status".
run_one() {
	local engine=$1 rel=$2 flags cmd
	mapfile -t flags < <(flags_of "$rel")
	case $engine in
	sparse) cmd=("$SPARSE" "${flags[@]}" "$rel") ;;
	sysfscheck) cmd=("$SYSFSCHECK" "${flags[@]}" "$rel") ;;
	esac
	(cd "$TREE" && /usr/bin/time -f '%e %U %S %M %x' -o "$OUT/time.$$" \
		timeout -k 5 300 "${cmd[@]}" >/dev/null 2>&1)
	awk '{ t = $0 } END { split(t, f, " "); printf "%s %.3f %s %s\n", f[1], f[2] + f[3], f[4], f[5] }' \
		"$OUT/time.$$"
}

# compare LIST TSV: every file of LIST with both engines, REPS times,
# alternating which goes first. TSV: rep file engine wall cpu kib status.
compare() {
	local list=$1 tsv=$2 rep rel a b
	: >"$tsv"
	for rep in $(seq "$REPS"); do
		if [ $((rep % 2)) -eq 1 ]; then a=sparse b=sysfscheck; else a=sysfscheck b=sparse; fi
		while IFS= read -r rel; do
			printf '%s\t%s\t%s\t%s\n' "$rep" "$rel" "$a" "$(run_one "$a" "$rel" | tr ' ' '\t')" >>"$tsv"
			printf '%s\t%s\t%s\t%s\n' "$rep" "$rel" "$b" "$(run_one "$b" "$rel" | tr ' ' '\t')" >>"$tsv"
		done <"$list"
	done
}

# summary TSV: per-file medians over the repetitions, then over files.
summary() {
	awk -F'\t' '
	{ k = $2 "\t" $3; n[k]++; w[k, n[k]] = $4; c[k, n[k]] = $5; m[k, n[k]] = $6; files[$2] = 1 }
	function med(arr, k, cnt,    i, j, t, v) {
		for (i = 1; i <= cnt; i++) v[i] = arr[k, i]
		for (i = 1; i <= cnt; i++) for (j = i + 1; j <= cnt; j++) if (v[j] < v[i]) { t = v[i]; v[i] = v[j]; v[j] = t }
		return cnt % 2 ? v[(cnt + 1) / 2] : (v[cnt / 2] + v[cnt / 2 + 1]) / 2
	}
	END {
		for (f in files) {
			ks = f "\tsparse"; kc = f "\tsysfscheck"
			if (!n[ks] || !n[kc]) continue
			nf++
			sw = med(w, ks, n[ks]); cw = med(w, kc, n[kc])
			sc = med(c, ks, n[ks]); cc = med(c, kc, n[kc])
			sm = med(m, ks, n[ks]); cm = med(m, kc, n[kc])
			tsw += sw; tcw += cw; tsc += sc; tcc += cc
			if (sm > psm) psm = sm; if (cm > pcm) pcm = cm
			rc[nf] = sc > 0 ? cc / sc : 1; rm[nf] = sm > 0 ? cm / sm : 1
			msc[nf] = sc; mcc[nf] = cc; msm[nf] = sm; mcm[nf] = cm
		}
		for (i = 1; i <= nf; i++) for (j = i + 1; j <= nf; j++) {
			if (rc[j] < rc[i]) { t = rc[i]; rc[i] = rc[j]; rc[j] = t }
			if (rm[j] < rm[i]) { t = rm[i]; rm[i] = rm[j]; rm[j] = t }
			if (msc[j] < msc[i]) { t = msc[i]; msc[i] = msc[j]; msc[j] = t }
			if (mcc[j] < mcc[i]) { t = mcc[i]; mcc[i] = mcc[j]; mcc[j] = t }
			if (msm[j] < msm[i]) { t = msm[i]; msm[i] = msm[j]; msm[j] = t }
			if (mcm[j] < mcm[i]) { t = mcm[i]; mcm[i] = mcm[j]; mcm[j] = t }
		}
		h = int((nf + 1) / 2)
		printf "files: %d, %s repetitions each, interleaved\n", nf, reps
		printf "| | plain sparse | sysfscheck | ratio |\n| --- | --- | --- | --- |\n"
		printf "| CPU per file, median | %.3f s | %.3f s | %.2f (median of per-file ratios) |\n", msc[h], mcc[h], rc[h]
		printf "| CPU, all files | %.1f s | %.1f s | %.2f |\n", tsc, tcc, (tsc > 0 ? tcc / tsc : 0)
		printf "| wall, all files | %.1f s | %.1f s | %.2f |\n", tsw, tcw, (tsw > 0 ? tcw / tsw : 0)
		printf "| peak memory per file, median | %.0f MiB | %.0f MiB | %.2f (median of per-file ratios) |\n", msm[h] / 1024, mcm[h] / 1024, rm[h]
		printf "| peak memory, largest file | %.0f MiB | %.0f MiB | %.2f |\n", psm / 1024, pcm / 1024, (psm > 0 ? pcm / psm : 0)
	}' reps="$REPS" "$1"
}

{
echo "machine: $(nproc) cores ($(sed -n 's/^model name[^:]*: //p' /proc/cpuinfo | head -n 1)), $(awk '/MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo) RAM, $(. /etc/os-release && echo "$PRETTY_NAME")"
echo "tree: ${TREE/#$HOME/\~} ($(sed -n 's/^#define UTS_RELEASE "\(.*\)"/\1/p' "$TREE/include/generated/utsrelease.h" 2>/dev/null), x86_64 allmodconfig)"
echo "sysfscheck: $("$SYSFSCHECK" --version); plain sparse: $SPARSE ($("$SPARSE" --version 2>&1 | head -n 1))"
} | tee "$OUT/machine.md"

# The driver files that use sysfs, the way the whole-tree scan picks them.
pattern=$("$SYSFSCHECK" --print-api-pattern)
(cd "$TREE" && find drivers -name '*.c' -type f | sort) >"$OUT/all.list"
(cd "$TREE" && xargs -a "$OUT/all.list" grep -lE "$pattern" --) >"$OUT/sysfs.list"
echo "drivers/: $(wc -l <"$OUT/all.list") C files, $(wc -l <"$OUT/sysfs.list") name the sysfs API" |
	tee -a "$OUT/machine.md"

# Evenly spread picks from a list: pick N LIST
pick() {
	awk -v n="$1" '{ l[NR] = $0 } END { if (NR <= n) { for (i = 1; i <= NR; i++) print l[i]; exit }
		for (i = 0; i < n; i++) print l[int(i * NR / n) + 1] }' "$2"
}
# Kbuild options for every file of a list (one dry run per few hundred),
# then keep those Kbuild has a rule for.
with_flags() {
	local list=$1 rel
	(cd "$TREE" && xargs -a "$list" "$FLAGS" --tree "$TREE" --fill >/dev/null 2>&1)
	while IFS= read -r rel; do
		[ -n "$(flags_of "$rel")" ] && echo "$rel"
	done <"$list"
}

if want 1; then
begin_section 1 "1. sysfscheck vs plain sparse, $NFILES driver files using sysfs"
pick $((NFILES + NFILES / 4)) "$OUT/sysfs.list" >"$OUT/pick1.list"
with_flags "$OUT/pick1.list" >"$OUT/built1.list"
pick "$NFILES" "$OUT/built1.list" >"$OUT/files1.list"
start=$(date +%s)
compare "$OUT/files1.list" "$OUT/per-file.tsv"
summary "$OUT/per-file.tsv"
echo "(took $(($(date +%s) - start)) s; raw: build/bench/per-file.tsv)"
fi

if want 2; then
begin_section 2 "2. make C=2 over drivers/: a random sample of $SAMPLE files"
shuf -n $((SAMPLE + SAMPLE / 3)) --random-source=<(yes) "$OUT/all.list" | sort >"$OUT/pick2.list"
with_flags "$OUT/pick2.list" >"$OUT/built2.list"
pick "$SAMPLE" "$OUT/built2.list" >"$OUT/files2.list"
skipped=$(cd "$TREE" && xargs -a "$OUT/files2.list" grep -LE "$pattern" -- | wc -l)
echo "sample: $(wc -l <"$OUT/files2.list") files with a Kbuild rule; $skipped name no sysfs API (the prefilter skips them, unless a quoted header does)"
start=$(date +%s)
REPS_SAVED=$REPS
REPS=1
compare "$OUT/files2.list" "$OUT/c2-sample.tsv"
REPS=$REPS_SAVED
awk -F'\t' '{ c[$3] += $5; w[$3] += $4 }
$3 == "sysfscheck" && $6 < 20480 { skipped++ }
END {
	printf "not parsed by sysfscheck (peak memory under 20 MiB: no kernel header was read): %d\n\n", skipped
	printf "| | plain sparse | sysfscheck | ratio |\n| --- | --- | --- | --- |\n"
	printf "| CPU, whole sample | %.1f s | %.1f s | %.2f |\n", c["sparse"], c["sysfscheck"], c["sparse"] ? c["sysfscheck"] / c["sparse"] : 0
	printf "| wall, whole sample | %.1f s | %.1f s | %.2f |\n", w["sparse"], w["sysfscheck"], w["sparse"] ? w["sysfscheck"] / w["sparse"] : 0
}' "$OUT/c2-sample.tsv"
echo "(one repetition; took $(($(date +%s) - start)) s; raw: build/bench/c2-sample.tsv)"
fi

if want 3; then
begin_section 3 "3. Coccinelle: the suite vs the kernel's device_attr_show.cocci"
KRULE=$TREE/scripts/coccinelle/api/device_attr_show.cocci
if ! command -v spatch >/dev/null; then
	echo "spatch is not installed: skipped"
elif [ ! -f "$KRULE" ]; then
	echo "$KRULE is missing: skipped"
else
	rules=()
	if [ -x "$TOP/scripts/sysfscheck-cocci" ]; then
		suite="scripts/sysfscheck-cocci"
	else
		mapfile -t rules < <(ls "$TOP"/cocci/*.cocci 2>/dev/null)
		suite="${#rules[@]} rules of cocci/, one spatch run each"
	fi
	if [ -z "${suite%%scripts*}" ] || [ ${#rules[@]} -gt 0 ]; then
		spatch_opts=(-D report --no-show-diff --very-quiet --no-includes --include-headers
			-I arch/x86/include -I arch/x86/include/generated -I include
			-I arch/x86/include/uapi -I arch/x86/include/generated/uapi
			-I include/uapi -I include/generated/uapi --include include/linux/compiler-version.h
			--include include/linux/kconfig.h --jobs 2 --chunksize 1)
		[ -f "$TOP/cocci/sysfs-macros.h" ] && macro=(--macro-file "$TOP/cocci/sysfs-macros.h") || macro=()
		: >"$OUT/cocci.tsv"
		for rep in $(seq "$COCCI_REPS"); do
			for side in kernel suite; do
				for d in $COCCI_DIRS; do
					if [ $side = kernel ]; then
						(cd "$TREE" && /usr/bin/time -f '%e %U %S %M' -o "$OUT/time.$$" \
							spatch "${spatch_opts[@]}" --cocci-file "$KRULE" --dir "$d" \
							>"$OUT/cocci-$side.out" 2>&1)
					elif [ -x "$TOP/scripts/sysfscheck-cocci" ]; then
						(cd "$TREE" && /usr/bin/time -f '%e %U %S %M' -o "$OUT/time.$$" \
							"$TOP/scripts/sysfscheck-cocci" -j 2 "$d" >"$OUT/cocci-$side.out" 2>&1)
					else
						(cd "$TREE" && /usr/bin/time -f '%e %U %S %M' -o "$OUT/time.$$" \
							bash -c 'for r in "${@:2}"; do spatch '"$(printf '%q ' "${spatch_opts[@]}" "${macro[@]}")"' --cocci-file "$r" --dir "$1"; done' \
							_ "$d" "${rules[@]}" >"$OUT/cocci-$side.out" 2>&1)
					fi
					awk -v r="$rep" -v s="$side" -v d="$d" '{ t = $0 } END { split(t, f, " ");
						printf "%s\t%s\t%s\t%s\t%.2f\t%s\n", r, s, d, f[1], f[2] + f[3], f[4] }' \
						"$OUT/time.$$" >>"$OUT/cocci.tsv"
				done
			done
		done
		echo "directories: $COCCI_DIRS; suite: $suite; spatch $(spatch --version 2>&1 | head -n 1 | awk '{ print $3 }'), --jobs 2"
		awk -F'\t' '{ k = $2; key = k SUBSEP $1; w[key] += $4; c[key] += $5; if ($6 > m[k]) m[k] = $6; reps[$1] = 1 }
		END {
			for (s in m) { n = 0; for (r in reps) { n++; vw[n] = w[s SUBSEP r]; vc[n] = c[s SUBSEP r] }
				for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) {
					if (vw[j] < vw[i]) { t = vw[i]; vw[i] = vw[j]; vw[j] = t }
					if (vc[j] < vc[i]) { t = vc[i]; vc[i] = vc[j]; vc[j] = t } }
				mw[s] = n % 2 ? vw[(n + 1) / 2] : (vw[n / 2] + vw[n / 2 + 1]) / 2
				mc[s] = n % 2 ? vc[(n + 1) / 2] : (vc[n / 2] + vc[n / 2 + 1]) / 2 }
			printf "| | kernel rule | suite | ratio |\n| --- | --- | --- | --- |\n"
			printf "| wall, median of %d | %.1f s | %.1f s | %.2f |\n", n, mw["kernel"], mw["suite"], mw["kernel"] ? mw["suite"] / mw["kernel"] : 0
			printf "| CPU, median of %d | %.1f s | %.1f s | %.2f |\n", n, mc["kernel"], mc["suite"], mc["kernel"] ? mc["suite"] / mc["kernel"] : 0
			printf "| peak memory (one spatch process) | %.0f MiB | %.0f MiB | %.2f |\n", m["kernel"] / 1024, m["suite"] / 1024, m["kernel"] ? m["suite"] / m["kernel"] : 0
		}' "$OUT/cocci.tsv"
	else
		echo "no Coccinelle rules yet (cocci/*.cocci): skipped"
	fi
fi
fi

if want 4; then
begin_section 4 "4. Whole-tree scan on 2 cores (sysfscheck engine), $SCAN_FILES of $(wc -l <"$OUT/sysfs.list") files"
pick "$SCAN_FILES" "$OUT/sysfs.list" >"$OUT/files4.list"
start=$(date +%s)
mapfile -t scan_files <"$OUT/files4.list"
"$TOP/scripts/sysfscheck-scan" --tree "$TREE" --engine sysfscheck --jobs 2 --quiet \
	--out "$OUT/scan" "${scan_files[@]}" >"$OUT/scan.summary" 2>&1
secs=$(sed -n 's/.*checking: \([0-9]*\) s.*/\1/p' "$OUT/scan.summary")
secs=${secs:-$(($(date +%s) - start))}
awk -F'\t' -v secs="$secs" '$2 == "sysfscheck" { n++; if ($5 > m) m = $5; s[$3]++ }
END {
	printf "files: %d checked in %d s (not counting the flags dry runs): %.2f files/s; peak memory %d MiB (largest file)\n", n, secs, secs ? n / secs : 0, m / 1024
	printf "statuses:"; for (k in s) printf " %s %d", k, s[k]; printf "\n"
	printf "whole drivers/ at this rate: about %.0f min for %d files\n", n ? total / (n / secs) / 60 : 0, total
}' total="$(wc -l <"$OUT/sysfs.list")" "$OUT/scan/files.tsv"
fi

if want 5; then
begin_section 5 "5. Patch review latency, one-file patch"
RUNS=${RUNS:-5} bash "$TOP/testcases/bench/patch-review.sh"
fi

end_section
