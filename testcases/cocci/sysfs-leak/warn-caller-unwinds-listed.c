// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a helper makes the file of the attribute its parameter
 * points to and fails before listing it; the caller's unwind removes
 * only the listed attributes, through a parameter spelled the same way
 * in another function, so the file stays (amdgpu_pm in Linux 6.1). A
 * case of the rule alone: sysfscheck does not report a create whose
 * attribute is reached through a parameter.
 */
#include <linux/device.h>
#include <linux/list.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct demo_attr {
	struct device_attribute dev_attr;
};

struct demo_entry {
	struct demo_attr *attr;
	struct list_head entry;
};

static void demo_attr_remove(struct device *dev, struct demo_attr *attr)
{
	device_remove_file(dev, &attr->dev_attr);
}

static void demo_remove_listed(struct device *dev, struct list_head *list)
{
	struct demo_entry *e, *tmp;

	list_for_each_entry_safe(e, tmp, list, entry) {
		demo_attr_remove(dev, e->attr);
		list_del(&e->entry);
		kfree(e);
	}
}

static int demo_attr_create(struct device *dev, struct demo_attr *attr,
			    struct list_head *list)
{
	struct demo_entry *e;
	int ret;

	ret = device_create_file(dev, &attr->dev_attr); /* warn: sysfs-leak "returns an error" */
	if (ret)
		return ret;
	e = kmalloc(sizeof(*e), GFP_KERNEL);
	if (!e)
		return -ENOMEM;
	e->attr = attr;
	list_add_tail(&e->entry, list);
	return 0;
}

static int demo_create_all(struct device *dev, struct demo_attr *attrs,
			   int n, struct list_head *list)
{
	int i, ret;

	for (i = 0; i < n; i++) {
		ret = demo_attr_create(dev, &attrs[i], list);
		if (ret)
			goto failed;
	}
	return 0;
failed:
	demo_remove_listed(dev, list);
	return ret;
}

static struct demo_attr demo_attrs[2];
static LIST_HEAD(demo_list);

static int demo_probe(struct platform_device *pdev)
{
	return demo_create_all(&pdev->dev, demo_attrs, 2, &demo_list);
}

static int demo_remove(struct platform_device *pdev)
{
	demo_remove_listed(&pdev->dev, &demo_list);
	return 0;
}

static struct platform_driver demo_driver = {
	.probe = demo_probe,
	.remove = demo_remove,
	.driver = {
		.name = "demo-listed",
	},
};
module_platform_driver(demo_driver);
MODULE_LICENSE("GPL");
