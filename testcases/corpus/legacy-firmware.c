// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the 2.6 firmware subsystem's way, as in the LWN article: a
 * kobject with a "loading" attribute and a binary "data" attribute that
 * user space writes in page-sized chunks; created with
 * sysfs_create_bin_file() and removed with sysfs_remove_bin_file().
 *
 * scenario:
 *	load
 *	ls /sys/fw_demo
 *	echo 1 > /sys/fw_demo/loading
 *	fill /sys/fw_demo/data 6000 0x7f
 *	echo 0 > /sys/fw_demo/loading
 *	cat /sys/fw_demo/loading
 *	rm
 *	ls /sys
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/sysfs.h>

#define FW_MAX (16 * 1024)

static struct kobject fw_kobj;
static char *fw_image;
static size_t fw_size;
static int fw_loading;

static struct attribute loading_attr = {
	.name = "loading",
	.owner = THIS_MODULE,
	.mode = S_IRUGO | S_IWUSR,
};

static ssize_t fw_show(struct kobject *kobj, struct attribute *attr,
		       char *buffer)
{
	return sprintf(buffer, "%d\n", fw_loading);
}

static ssize_t fw_store(struct kobject *kobj, struct attribute *attr,
			const char *buffer, size_t size)
{
	fw_loading = simple_strtol(buffer, NULL, 10);
	if (fw_loading)
		fw_size = 0;
	else
		pr_info("fw_demo: %zu bytes loaded\n", fw_size);
	return size;
}

static ssize_t fw_data_read(struct kobject *kobj, char *buffer, loff_t pos,
			    size_t size)
{
	if (pos >= fw_size)
		return 0;
	if (size > fw_size - pos)
		size = fw_size - pos;
	memcpy(buffer, fw_image + pos, size);
	return size;
}

static ssize_t fw_data_write(struct kobject *kobj, char *buffer, loff_t pos,
			     size_t size)
{
	if (!fw_loading || pos + size > FW_MAX)
		return -EINVAL;
	memcpy(fw_image + pos, buffer, size);
	if (pos + size > fw_size)
		fw_size = pos + size;
	return size;
}

static struct bin_attribute fw_data_attr = {
	.attr = {
		.name = "data",
		.owner = THIS_MODULE,
		.mode = S_IRUSR | S_IWUSR,
	},
	.size = 0,
	.read = fw_data_read,
	.write = fw_data_write,
};

static struct sysfs_ops fw_sysfs_ops = {
	.show = fw_show,
	.store = fw_store,
};

static void fw_release(struct kobject *kobj)
{
	kfree(fw_image);
	fw_image = NULL;
}

static struct kobj_type fw_ktype = {
	.release = fw_release,
	.sysfs_ops = &fw_sysfs_ops,
};

static int __init fw_demo_init(void)
{
	int err;

	fw_image = kmalloc(FW_MAX, GFP_KERNEL);
	if (!fw_image)
		return -ENOMEM;
	kobject_set_name(&fw_kobj, "fw_demo");
	fw_kobj.ktype = &fw_ktype;
	err = kobject_register(&fw_kobj);
	if (err) {
		kfree(fw_image);
		return err;
	}
	err = sysfs_create_file(&fw_kobj, &loading_attr);
	if (err)
		goto out;
	err = sysfs_create_bin_file(&fw_kobj, &fw_data_attr);
	if (err) {
		sysfs_remove_file(&fw_kobj, &loading_attr);
		goto out;
	}
	return 0;
out:
	kobject_unregister(&fw_kobj);
	return err;
}

static void __exit fw_demo_exit(void)
{
	sysfs_remove_bin_file(&fw_kobj, &fw_data_attr);
	sysfs_remove_file(&fw_kobj, &loading_attr);
	kobject_unregister(&fw_kobj);
}

module_init(fw_demo_init);
module_exit(fw_demo_exit);
MODULE_LICENSE("GPL");
