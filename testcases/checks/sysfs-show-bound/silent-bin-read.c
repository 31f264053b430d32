// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a binary attribute's read() copies count bytes: not a show()
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/sysfs.h>

static u8 nvram[16384];

static ssize_t nvram_read(struct file *filp, struct kobject *kobj,
			  struct bin_attribute *attr, char *buf,
			  loff_t off, size_t count)
{
	memcpy(buf, nvram + off, 8192);
	return 8192;
}
static BIN_ATTR_RO(nvram, sizeof(nvram));

static struct bin_attribute *nvram_bin_attrs[] = {
	&bin_attr_nvram,
	NULL,
};

static const struct attribute_group nvram_group = {
	.bin_attrs = nvram_bin_attrs,
};

int nvram_expose(struct kobject *kobj)
{
	return sysfs_create_group(kobj, &nvram_group);
}
MODULE_LICENSE("GPL");
