// SPDX-License-Identifier: GPL-2.0
/*
 * An out-of-tree module built by testcases/t30-kbuild.sh with
 * make -C $KDIR M=... C=2 CHECK=sysfscheck. Its seeded bugs carry "warn:"
 * annotations; everything else is correct and must stay quiet, and the
 * build must succeed.
 */
#include <linux/device.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/string.h>
#include <linux/sysfs.h>

static int threshold = 10;
static u8 calibration[64];

static ssize_t threshold_show(struct device *dev,
			      struct device_attribute *attr, char *buf)
{
	return sysfs_emit(buf, "%d\n", threshold);
}

static ssize_t threshold_store(struct device *dev,
			       struct device_attribute *attr,
			       const char *buf, size_t count)
{
	int ret = kstrtoint(buf, 0, &threshold);

	return ret ? ret : count;
}
static DEVICE_ATTR_RW(threshold);

static ssize_t calibration_read(struct file *filp, struct kobject *kobj,
				struct bin_attribute *attr, char *buf,
				loff_t off, size_t count)
{
	return memory_read_from_buffer(buf, count, &off, calibration,
				       sizeof(calibration));
}
static BIN_ATTR_RO(calibration, sizeof(calibration));

/* Correct: ordinary attributes here, the binary one in bin_attrs. */
static struct attribute *demo_attrs[] = {
	&dev_attr_threshold.attr,
	NULL,
};

static struct bin_attribute *demo_bin_attrs[] = {
	&bin_attr_calibration,
	NULL,
};

static const struct attribute_group demo_group = {
	.attrs = demo_attrs,
	.bin_attrs = demo_bin_attrs,
};

/* Seeded: no room for NULL, and a binary attribute among ordinary ones. */
static struct attribute *debug_attrs[] = {	/* warn: sysfs-attr-terminator "debug_attrs" */
	&dev_attr_threshold.attr,
	&bin_attr_calibration.attr,		/* warn: sysfs-bin-default "bin_attr_calibration" */
};

static const struct attribute_group debug_group = {
	.name = "debug",
	.attrs = debug_attrs,
};

static const struct attribute_group *demo_groups[] = {
	&demo_group,
	&debug_group,
	NULL,
};

static int demo_probe(struct platform_device *pdev)
{
	return 0;
}

static struct platform_driver demo_driver = {
	.probe = demo_probe,
	.driver = {
		.name = "sysfs-demo",
		.dev_groups = demo_groups,
	},
};
module_platform_driver(demo_driver);

MODULE_DESCRIPTION("sysfscheck Kbuild test module");
MODULE_LICENSE("GPL");
