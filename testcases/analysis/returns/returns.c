/*
 * What each path returns (returns.h), classified against the count
 * parameter a store() is given: an error, 0, a positive constant, the
 * count (+ a constant), the status of a call that returns 0 on success,
 * a call given the count, another call's result; without a count, a
 * parameter is only a parameter.
 *
 * check-options: --debug-analysis
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include "../probes.h"

static ssize_t store_paths(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	unsigned long v;
	int ret;

	__sysfscheck_returns(4);	// warn: sysfs-analysis "returns: line 23: an error | line 25: an error | line 27: 0 | line 29: positive +1 | line 30: parameter 4"
	ret = kstrtoul(buf, 0, &v);
	if (ret)
		return ret;
	if (v > 10)
		return -EINVAL;
	if (!v)
		return 0;
	if (v == 1)
		return 1;
	return count;
}

static ssize_t store_calls(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	unsigned long v;

	__sysfscheck_returns(4);	// warn: sysfs-analysis "returns: line 40: a status (0 or an error) | line 42: a call's result | line 43: parameter 4 -1"
	if (count > 8)
		return kstrtoul(buf, 0, &v);
	if (count > 4)
		return sprintf((char *)buf, "%lu", v);
	return count - 1;
}

int helper(void);

static int no_count(int a, int b)
{
	__sysfscheck_returns(0);	// warn: sysfs-analysis "returns: line 53: parameter 2 | line 56: parameter 2 -2 | line 57: 0"
	if (a) {
		helper();
		return b;
	}
	if (b > 2)
		return b - 2;
	return 0;
}
