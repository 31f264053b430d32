/*
 * Summaries (summary.h): what a function does as its callers see it, one
 * line per kind (returns.h: 0 on success, a parameter, or unknown;
 * entries.h: the removes of the function and of those it calls). A
 * summary asks for its callees' at most SUMMARY_DEPTH (3) calls deep;
 * one cut short by the depth or by recursion is not kept, one complete
 * is kept and answers later questions at any depth.
 *
 * The probes come last: the functions they name are linearized in the
 * order of the file, before the function holding the probes.
 *
 * check-options: --debug-analysis
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include "../probes.h"

static ssize_t mode_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	return 0;
}
static DEVICE_ATTR_RO(mode);

static int parse(const char *buf, unsigned long *v)
{
	return kstrtoul(buf, 0, v);
}

static ssize_t checked_count(const char *buf, size_t count)
{
	if (!buf[0])
		return -EINVAL;
	return count;
}

static int twice(int x)
{
	return x * 2;
}

static int recursive(int n)
{
	if (n > 0)
		return recursive(n - 1);
	return 0;
}

static int d5(const char *buf, unsigned long *v)
{
	return kstrtoul(buf, 0, v);
}

static int d4(const char *buf, unsigned long *v)
{
	return d5(buf, v);
}

static int d3(const char *buf, unsigned long *v)
{
	return d4(buf, v);
}

static int d2(const char *buf, unsigned long *v)
{
	return d3(buf, v);
}

static int d1(const char *buf, unsigned long *v)
{
	return d2(buf, v);
}

static void remover(struct device *dev)
{
	device_remove_file(dev, &dev_attr_mode);
}

static void calls_remover(struct device *dev)
{
	remover(dev);
	sysfs_remove_link(&dev->kobj, "up");
}

void probes(void)
{
	__sysfscheck_summary(parse, "returns", "removes");	/* warn: sysfs-analysis "summary returns: 0 on success or a negative errno" warn: sysfs-analysis "summary removes: removes nothing" */
	__sysfscheck_summary(checked_count, "returns");	// warn: sysfs-analysis "summary returns: its parameter 2, or an error"
	__sysfscheck_summary(twice, "returns");	// warn: sysfs-analysis "summary returns: unknown"
	__sysfscheck_summary(recursive, "returns");	// warn: sysfs-analysis "summary returns: unknown"
	__sysfscheck_summary(d1, d2, d3, d4, d5, "returns");	// warn: sysfs-analysis "summary returns: unknown"
	__sysfscheck_summary(d3, "returns");	// warn: sysfs-analysis "summary returns: 0 on success or a negative errno"
	__sysfscheck_summary(d1, "returns");	// warn: sysfs-analysis "summary returns: 0 on success or a negative errno"
	__sysfscheck_summary(calls_remover, "removes");	// warn: sysfs-analysis "summary removes: remove device_remove_file(<device>, dev_attr_mode) at line 76; remove sysfs_remove_link(<device>, 'up') at line 82"
	__sysfscheck_summary(remover);	/* warn: sysfs-analysis "summary returns: unknown" warn: sysfs-analysis "summary removes: remove device_remove_file(<device>, dev_attr_mode) at line 76" warn: sysfs-analysis "summary returned-string: unbounded" warn: sysfs-analysis "summary param-strings: 0: unbounded" warn: sysfs-analysis "summary stored-strings: 0: unbounded" */
}
