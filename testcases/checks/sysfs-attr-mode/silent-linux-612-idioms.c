// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the attribute macros of Linux 6.12 with modes that match
 * their callbacks: root-only files (DEVICE_ATTR_ADMIN_RW/_ADMIN_RO,
 * __ATTR_RW_MODE, BIN_ATTR_ADMIN_RW), a group shown as a whole
 * (DEFINE_SYSFS_GROUP_VISIBLE), a binary file read from memory
 * (BIN_ATTR_SIMPLE_RO)
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>
#include "linux-612-sysfs.h"

struct pmic {
	int present, limit, trim;
	u8 otp[64];
};

static ssize_t limit_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	struct pmic *p = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%d\n", p->limit);
}

static ssize_t limit_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	struct pmic *p = dev_get_drvdata(dev);
	int ret = kstrtoint(buf, 0, &p->limit);

	return ret ? ret : count;
}
static DEVICE_ATTR_ADMIN_RW(limit);

static ssize_t trim_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct pmic *p = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%d\n", p->trim);
}
static DEVICE_ATTR_ADMIN_RO(trim);

static ssize_t mode_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "auto\n");
}

static ssize_t mode_store(struct device *dev, struct device_attribute *attr,
			  const char *buf, size_t count)
{
	return sysfs_streq(buf, "auto") ? count : -EINVAL;
}
static struct device_attribute dev_attr_mode = __ATTR_RW_MODE(mode, 0640);

static ssize_t otp_read(struct file *filp, struct kobject *kobj,
			struct bin_attribute *attr, char *buf, loff_t off,
			size_t count)
{
	struct pmic *p = dev_get_drvdata(kobj_to_dev(kobj));

	memcpy(buf, p->otp + off, count);
	return count;
}

static ssize_t otp_write(struct file *filp, struct kobject *kobj,
			 struct bin_attribute *attr, char *buf, loff_t off,
			 size_t count)
{
	struct pmic *p = dev_get_drvdata(kobj_to_dev(kobj));

	memcpy(p->otp + off, buf, count);
	return count;
}
static BIN_ATTR_ADMIN_RW(otp, 64);

static u8 rom[32];
static BIN_ATTR_SIMPLE_RO(rom);

static struct attribute *pmic_attrs[] = {
	&dev_attr_limit.attr,
	&dev_attr_trim.attr,
	&dev_attr_mode.attr,
	NULL,
};

static struct bin_attribute *pmic_bin_attrs[] = {
	&bin_attr_otp,
	&bin_attr_rom,
	NULL,
};

static bool pmic_group_visible(struct kobject *kobj)
{
	struct pmic *p = dev_get_drvdata(kobj_to_dev(kobj));

	return p->present;
}

static umode_t pmic_attr_visible(struct kobject *kobj, struct attribute *attr,
				 int n)
{
	return attr->mode;
}

DEFINE_SYSFS_GROUP_VISIBLE(pmic);

static const struct attribute_group pmic_group = {
	.attrs = pmic_attrs,
	.bin_attrs = pmic_bin_attrs,
	.is_visible = SYSFS_GROUP_VISIBLE(pmic),
};
__ATTRIBUTE_GROUPS(pmic);

static int pmic_probe(struct device *dev)
{
	bin_attr_rom.private = rom;
	bin_attr_rom.size = sizeof(rom);
	return 0;
}

static struct device_driver pmic_driver = {
	.name = "demo-pmic",
	.probe = pmic_probe,
	.dev_groups = pmic_groups,
};
