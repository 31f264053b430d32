/*
 * A function whose paths are all longer than a walk follows
 * (IRP_MAX_BLOCKS, 512 blocks): each is left out, the walk runs until its
 * budget of blocks entered is spent, and says which limits it reached,
 * backwards and forwards.
 *
 * check-options: --debug-analysis
 */
#include <linux/kernel.h>
#include "../probes.h"

int helper(int x);

#define I1(n)	if (helper(n)) helper(a); else helper(n + a);
#define I10(n)	I1(n) I1(n + 1) I1(n + 2) I1(n + 3) I1(n + 4) \
		I1(n + 5) I1(n + 6) I1(n + 7) I1(n + 8) I1(n + 9)
#define I100(n)	I10(n) I10(n + 10) I10(n + 20) I10(n + 30) I10(n + 40) \
		I10(n + 50) I10(n + 60) I10(n + 70) I10(n + 80) I10(n + 90)

int long_paths(int a)	// warn: sysfs-incomplete "not fully analysed (more than 1000000 blocks walked, a path of more than 512 blocks)"
{
	__sysfscheck_exits();	// warn: sysfs-analysis "exits: none (not every path: steps length)"
	I100(0)
	I100(100)
	I100(200)
	__sysfscheck_paths();	// warn: sysfs-analysis "paths: 0 (not every path: steps length)"
	return 0;
}
