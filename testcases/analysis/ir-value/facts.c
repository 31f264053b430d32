/*
 * Outcome facts (ir-value.h): what the branches taken on a path say of
 * whether a value reports a failure (non-zero, negative, IS_ERR()) or
 * success, kept per value so that two loads of one member are one value;
 * and which values are non-zero wherever a block runs.
 *
 * check-options: --debug-analysis
 */
#include <linux/err.h>
#include <linux/kernel.h>
#include "../probes.h"

struct dev {
	int ready;
	void *data;
};

int helper(int x);
void *find(int x);

void outcomes(int a)
{
	int err = helper(a);

	if (err < 0)
		__sysfscheck_outcome(err);	// warn: sysfs-analysis "outcome: failed"
	else if (err)
		__sysfscheck_outcome(err);	// warn: sysfs-analysis "outcome: failed"
	else
		__sysfscheck_outcome(err);	// warn: sysfs-analysis "outcome: succeeded"
	__sysfscheck_outcome(err);	// warn: sysfs-analysis "outcome: failed | succeeded"
}

void pointers(int a)
{
	void *p = find(a);

	if (IS_ERR(p))
		__sysfscheck_outcome(p);	// warn: sysfs-analysis "outcome: failed"
	else
		__sysfscheck_outcome(p);	// warn: sysfs-analysis "outcome: succeeded"
}

void members(struct dev *d)
{
	if (!d->ready)
		return;
	__sysfscheck_outcome(d->ready);	// warn: sysfs-analysis "outcome: failed"
	__sysfscheck_same(d->ready, d->ready);	// warn: sysfs-analysis "same value: yes"
	__sysfscheck_same(d->ready, d->data);	// warn: sysfs-analysis "same value: no"
	__sysfscheck_same(helper(1), helper(1));	// warn: sysfs-analysis "same value: yes"
	__sysfscheck_same(helper(1), helper(2));	// warn: sysfs-analysis "same value: no"
}

void nonzero(int a)
{
	void *p = find(a);

	if (!p)
		return;
	__sysfscheck_nonzero(p);	// warn: sysfs-analysis "non-zero here: yes"
	__sysfscheck_nonzero(a);	// warn: sysfs-analysis "non-zero here: no"
}
