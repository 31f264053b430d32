// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a class attribute created at init and removed at exit before
 * the class is destroyed; a failure after it undoes it
 */
#include <linux/device.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static struct class *widget_class;

static ssize_t version_show(struct class *class, struct class_attribute *attr,
			    char *buf)
{
	return sysfs_emit(buf, "2\n");
}
static CLASS_ATTR_RO(version);

static ssize_t count_show(struct class *class, struct class_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "0\n");
}
static CLASS_ATTR_RO(count);

static int __init widget_init(void)
{
	int err;

	widget_class = class_create(THIS_MODULE, "demo_widget");
	if (IS_ERR(widget_class))
		return PTR_ERR(widget_class);
	err = class_create_file(widget_class, &class_attr_version);
	if (err)
		goto out_class;
	err = class_create_file(widget_class, &class_attr_count);
	if (err)
		goto out_version;
	return 0;

out_version:
	class_remove_file(widget_class, &class_attr_version);
out_class:
	class_destroy(widget_class);
	return err;
}

static void __exit widget_exit(void)
{
	class_remove_file(widget_class, &class_attr_count);
	class_remove_file(widget_class, &class_attr_version);
	class_destroy(widget_class);
}

module_init(widget_init);
module_exit(widget_exit);
MODULE_LICENSE("GPL");
