/* SPDX-License-Identifier: MIT */
/*
 * Reference implementation: the driver model as far as sysfs sees it.
 * A device is a kobject under /sys/devices with a ktype whose sysfs_ops
 * dispatch to struct device_attribute; binding a driver runs its probe(),
 * creates the driver's dev_groups and the device/driver links, and
 * unbinding undoes that after remove(). Managed (devm_) resources are
 * released after remove() or a failed probe().
 */
#ifndef _LINUX_DEVICE_H
#define _LINUX_DEVICE_H

#include <linux/compiler.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/sysfs.h>
#include <linux/types.h>

#ifndef SYSFSREF_LEGACY_API

struct device;
struct device_driver;
struct module;

struct bus_type {
	const char *name;
	const struct attribute_group **dev_groups;
};

struct device_driver {
	const char *name;
	struct bus_type *bus;
	struct module *owner;
	const struct attribute_group **groups;
	const struct attribute_group **dev_groups;
	int (*probe)(struct device *dev);
	int (*remove)(struct device *dev);
	struct kobject kobj;		/* /sys/bus/<bus>/drivers/<name> */
};

struct device {
	struct kobject kobj;
	struct device *parent;
	const char *init_name;
	struct bus_type *bus;
	struct device_driver *driver;
	void *driver_data;
	const struct attribute_group **groups;
	void (*release)(struct device *dev);
	struct sysfsref_devres *devres;
};

struct device_attribute {
	struct attribute attr;
	ssize_t (*show)(struct device *dev, struct device_attribute *attr,
			char *buf);
	ssize_t (*store)(struct device *dev, struct device_attribute *attr,
			 const char *buf, size_t count);
};

#define DEVICE_ATTR(_name, _mode, _show, _store)			\
	struct device_attribute dev_attr_##_name = __ATTR(_name, _mode, _show, _store)
#define DEVICE_ATTR_RW(_name)						\
	struct device_attribute dev_attr_##_name = __ATTR_RW(_name)
#define DEVICE_ATTR_RO(_name)						\
	struct device_attribute dev_attr_##_name = __ATTR_RO(_name)
#define DEVICE_ATTR_WO(_name)						\
	struct device_attribute dev_attr_##_name = __ATTR_WO(_name)
#define DEVICE_ATTR_ADMIN_RO(_name)					\
	struct device_attribute dev_attr_##_name = __ATTR_RO_MODE(_name, 0400)

static inline const char *dev_name(const struct device *dev)
{
	return kobject_name(&dev->kobj);
}

static inline void *dev_get_drvdata(const struct device *dev)
{
	return dev->driver_data;
}

static inline void dev_set_drvdata(struct device *dev, void *data)
{
	dev->driver_data = data;
}

static inline struct device *kobj_to_dev(struct kobject *kobj)
{
	return (struct device *)((char *)kobj - __builtin_offsetof(struct device, kobj));
}

#define dev_err(dev, fmt, ...)	printk(KERN_ERR "%s: " fmt, dev_name(dev), ##__VA_ARGS__)
#define dev_warn(dev, fmt, ...)	printk(KERN_WARNING "%s: " fmt, dev_name(dev), ##__VA_ARGS__)
#define dev_info(dev, fmt, ...)	printk(KERN_INFO "%s: " fmt, dev_name(dev), ##__VA_ARGS__)
#define dev_dbg(dev, fmt, ...)	do { } while (0)

int __must_check device_create_file(struct device *dev,
				    const struct device_attribute *attr);
void device_remove_file(struct device *dev,
			const struct device_attribute *attr);
int __must_check device_create_bin_file(struct device *dev,
					const struct bin_attribute *attr);
void device_remove_bin_file(struct device *dev,
			    const struct bin_attribute *attr);
int __must_check device_add_group(struct device *dev,
				  const struct attribute_group *grp);
void device_remove_group(struct device *dev,
			 const struct attribute_group *grp);
int __must_check device_add_groups(struct device *dev,
				   const struct attribute_group **groups);
void device_remove_groups(struct device *dev,
			  const struct attribute_group **groups);
int __must_check devm_device_add_group(struct device *dev,
				       const struct attribute_group *grp);
int __must_check devm_device_add_groups(struct device *dev,
					const struct attribute_group **groups);

void device_initialize(struct device *dev);
int __must_check device_add(struct device *dev);
void device_del(struct device *dev);
int __must_check device_register(struct device *dev);
void device_unregister(struct device *dev);
struct device *get_device(struct device *dev);
void put_device(struct device *dev);
__printf(2, 3) int dev_set_name(struct device *dev, const char *name, ...);

void *devm_kmalloc(struct device *dev, size_t size, gfp_t gfp);
void *devm_kzalloc(struct device *dev, size_t size, gfp_t gfp);
void devm_kfree(struct device *dev, const void *p);

#endif
#endif
