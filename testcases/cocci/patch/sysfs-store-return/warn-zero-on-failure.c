// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: store()s that return 0 where they failed (busy, no memory,
 * an unwind reached by goto): patch mode leaves them alone, since count
 * would report the failure as a success; the fix is a negative errno
 * (tpm-sysfs.c cancel_store(), bnx2i_sysfs.c, cytherm.c, Linux 6.1).
 * rate_store()'s last return 0 is its success, but the way there passes
 * the failed allocation's test, which is no error return: not patched
 * either
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct pump {
	struct mutex lock;
	bool busy;
	unsigned long rate;
};

static ssize_t flush_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	struct pump *p = dev_get_drvdata(dev);

	if (p->busy)
		return 0;	/* warn: sysfs-store-return "returns 0" */
	p->rate = 0;
	return count;
}
static DEVICE_ATTR_WO(flush);

static ssize_t rate_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t count)
{
	struct pump *p = dev_get_drvdata(dev);
	u8 *cmd;

	cmd = kmalloc(8, GFP_KERNEL);
	if (!cmd)
		return 0;	/* warn: sysfs-store-return "returns 0" */
	p->rate = cmd[0];
	kfree(cmd);
	return 0;	/* warn: sysfs-store-return "returns 0" */
}
static DEVICE_ATTR_WO(rate);

static ssize_t mode_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t count)
{
	struct pump *p = dev_get_drvdata(dev);
	unsigned long v;

	mutex_lock(&p->lock);
	if (p->busy)
		goto out;
	if (kstrtoul(buf, 0, &v))
		goto out;
	p->rate = v;
out:
	mutex_unlock(&p->lock);
	return 0;	/* warn: sysfs-store-return "returns 0" */
}
static DEVICE_ATTR_WO(mode);

static struct attribute *pump_attrs[] = {
	&dev_attr_flush.attr,
	&dev_attr_rate.attr,
	&dev_attr_mode.attr,
	NULL,
};
ATTRIBUTE_GROUPS(pump);

static struct platform_driver pump_driver = {
	.driver = {
		.name = "pump",
		.dev_groups = pump_groups,
	},
};
module_platform_driver(pump_driver);
MODULE_LICENSE("GPL");
