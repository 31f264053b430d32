// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: S_IWOTH on a class attribute without store(): two problems on
 * one line
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static ssize_t version_show(struct class *class, struct class_attribute *attr,
			    char *buf)
{
	return sysfs_emit(buf, "2.1\n");
}

static struct class_attribute class_attr_version = {	/* warn: sysfs-attr-mode "has mode 0446: everyone may write it (drop the write bit for others: 0644, or 0664 for a group); it grants write, but there is no store()" */
	.attr = { .name = "version", .mode = 0444 | S_IWOTH },
	.show = version_show,
};

static struct class *gadget_class;

int gadget_class_init(void)
{
	int err;

	gadget_class = class_create(THIS_MODULE, "gadget");
	if (IS_ERR(gadget_class))
		return PTR_ERR(gadget_class);
	err = class_create_file(gadget_class, &class_attr_version);
	if (err)
		class_destroy(gadget_class);
	return err;
}
MODULE_LICENSE("GPL");
