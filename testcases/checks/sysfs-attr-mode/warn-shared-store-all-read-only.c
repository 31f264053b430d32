// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: one macro gives every register file the same show() and
 * store(), and every file is 0444: the store() can run through none
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/stddef.h>
#include <linux/sysfs.h>

struct tp_regs {
	u8 threshold;
	u8 gain;
	u8 fw_version;
	u8 chip_id;
};

struct tp_attribute {
	struct device_attribute dattr;
	size_t offset;
};

static ssize_t tp_setting_show(struct device *dev,
			       struct device_attribute *attr, char *buf)
{
	struct tp_attribute *a = container_of(attr, struct tp_attribute, dattr);
	u8 *regs = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%u\n", regs[a->offset]);
}

static ssize_t tp_setting_store(struct device *dev,
				struct device_attribute *attr,
				const char *buf, size_t count)
{
	struct tp_attribute *a = container_of(attr, struct tp_attribute, dattr);
	u8 *regs = dev_get_drvdata(dev);
	u8 val;
	int ret;

	ret = kstrtou8(buf, 0, &val);
	if (ret)
		return ret;
	regs[a->offset] = val;
	return count;
}

#define TP_ATTR_U8(_field, _mode)					\
	struct tp_attribute tp_attr_##_field = {			\
		.dattr = __ATTR(_field, _mode, tp_setting_show,		\
				tp_setting_store),			\
		.offset = offsetof(struct tp_regs, _field),		\
	}

static TP_ATTR_U8(threshold, 0444);	/* warn: sysfs-attr-mode "its store() 'tp_setting_store' can never run" */
static TP_ATTR_U8(gain, 0444);	/* warn: sysfs-attr-mode "its store() 'tp_setting_store' can never run" */
static TP_ATTR_U8(fw_version, 0444);	/* warn: sysfs-attr-mode "can never run" */
static TP_ATTR_U8(chip_id, 0444);	/* warn: sysfs-attr-mode "can never run" */

static struct attribute *tp_attrs[] = {
	&tp_attr_threshold.dattr.attr,
	&tp_attr_gain.dattr.attr,
	&tp_attr_fw_version.dattr.attr,
	&tp_attr_chip_id.dattr.attr,
	NULL,
};
ATTRIBUTE_GROUPS(tp);
