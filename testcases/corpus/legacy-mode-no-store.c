// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a 2.6 attribute with S_IWUSR on a ktype whose sysfs_ops has
 * no store(): the file is writable and no write can succeed.
 *
 * scenario:
 *	load
 *	cat /sys/led0/brightness
 *	echo 10 > /sys/led0/brightness
 *	rm
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/sysfs.h>

static struct kobject led_kobj;
static int brightness = 255;

static struct attribute brightness_attr = {	/* warn: sysfs-attr-mode */ /* runtime: sysfs-attr-mode */
	.name = "brightness",
	.owner = THIS_MODULE,
	.mode = S_IRUGO | S_IWUSR,
};

static struct attribute *led_attrs[] = {
	&brightness_attr,
	NULL,
};

static ssize_t led_show(struct kobject *kobj, struct attribute *attr,
			char *buffer)
{
	return sprintf(buffer, "%d\n", brightness);
}

static struct sysfs_ops led_sysfs_ops = {
	.show = led_show,
};

static void led_release(struct kobject *kobj)
{
}

static struct kobj_type led_ktype = {
	.release = led_release,
	.sysfs_ops = &led_sysfs_ops,
	.default_attrs = led_attrs,
};

static int __init led_init(void)
{
	kobject_set_name(&led_kobj, "led0");
	led_kobj.ktype = &led_ktype;
	return kobject_register(&led_kobj);
}

static void __exit led_exit(void)
{
	kobject_unregister(&led_kobj);
}

module_init(led_init);
module_exit(led_exit);
MODULE_LICENSE("GPL");
