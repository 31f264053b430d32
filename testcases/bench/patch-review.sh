#!/bin/bash
# How long sysfscheck-patch takes on a one-file driver patch: the fixture
# driver of testcases/integration/patch/ against the installed kernel
# headers, and, when the prepared Linux 6.1 tree is there, a patch to
# drivers/hwmon/lm93.c (2,600 lines) with the tree's Kbuild options.
# Prints the median wall time and the median CPU time (user + system) of
# RUNS runs (default 7) after one warm-up run that fills the flags cache.
# A benchmark, not a test: it never fails on a time.
set -u
. "$(dirname "$0")/../lib/common.sh"
RUNS=${RUNS:-7}
TREE=${SYSFSCHECK_CACHE:-$HOME/.cache/sysfscheck}/linux-6.1-allmodconfig
export SYSFSCHECK_CACHE=$TOP/build/cache
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# measure NAME DIR PATCH
measure() {
	local name=$1 dir=$2 patch=$3 i
	(cd "$dir" && "$TOP/scripts/sysfscheck-patch" -q "$patch" >/dev/null 2>&1)
	for i in $(seq "$RUNS"); do
		(cd "$dir" && /usr/bin/time -f '%e %U %S' \
			"$TOP/scripts/sysfscheck-patch" -q "$patch" 2>&1 >/dev/null | tail -n 1)
	done | awk -v name="$name" '
	{ wall[NR] = $1; cpu[NR] = $2 + $3 }
	function median(a, n,    i, j, t) {
		for (i = 1; i <= n; i++)
			for (j = i + 1; j <= n; j++)
				if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
		return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
	}
	END { printf "%-34s wall %.2f s  cpu %.2f s  (median of %d)\n", name, median(wall, NR), median(cpu, NR), NR }'
}

git -C "$tmp" init -q repo
mkdir -p "$tmp/repo/drivers"
cp "$TOP/testcases/integration/patch/before.c" "$tmp/repo/drivers/chip.c"
git -C "$tmp/repo" add . && git -C "$tmp/repo" -c user.name=b -c user.email=b@b commit -q -m base
cp "$TOP/testcases/integration/patch/after-bin-default.c" "$tmp/repo/drivers/chip.c"
git -C "$tmp/repo" diff >"$tmp/chip.patch"
git -C "$tmp/repo" checkout -q drivers/chip.c
measure "fixture driver, kernel headers" "$tmp/repo" "$tmp/chip.patch"

if [ -f "$TREE/include/config/auto.conf" ]; then
	mkdir -p "$tmp/kp/a/drivers/hwmon" "$tmp/kp/b/drivers/hwmon"
	cp "$TREE/drivers/hwmon/lm93.c" "$tmp/kp/a/drivers/hwmon/"
	awk '/^static struct attribute \*lm93_attrs\[\]/ { l = 1 } l && /^\tNULL$/ { l = 0; next } { print }' \
		"$TREE/drivers/hwmon/lm93.c" >"$tmp/kp/b/drivers/hwmon/lm93.c"
	(cd "$tmp/kp" && diff -u a/drivers/hwmon/lm93.c b/drivers/hwmon/lm93.c) >"$tmp/lm93.patch"
	measure "lm93.c in the 6.1 tree" "$TREE" "$tmp/lm93.patch"
fi
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
