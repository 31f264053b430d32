// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: attributes allocated and named at run time, created through a
 * pointer and removed by walking the allocated array
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct chan_attr {
	struct device_attribute dev_attr;
	char name[16];
};

struct meter {
	struct chan_attr *attrs;
	int nr;
};

static ssize_t chan_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "0\n");
}

static void meter_remove_files(struct device *dev, struct meter *m)
{
	int i;

	for (i = 0; i < m->nr; i++)
		device_remove_file(dev, &m->attrs[i].dev_attr);
}

static int meter_probe(struct platform_device *pdev)
{
	struct meter *m;
	struct chan_attr *ca;
	int i, err;

	m = devm_kzalloc(&pdev->dev, sizeof(*m), GFP_KERNEL);
	if (!m)
		return -ENOMEM;
	m->attrs = devm_kcalloc(&pdev->dev, 4, sizeof(*m->attrs), GFP_KERNEL);
	if (!m->attrs)
		return -ENOMEM;
	platform_set_drvdata(pdev, m);
	for (i = 0; i < 4; i++) {
		ca = &m->attrs[i];
		snprintf(ca->name, sizeof(ca->name), "chan%d", i);
		sysfs_attr_init(&ca->dev_attr.attr);
		ca->dev_attr.attr.name = ca->name;
		ca->dev_attr.attr.mode = 0444;
		ca->dev_attr.show = chan_show;
		err = device_create_file(&pdev->dev, &ca->dev_attr);
		if (err) {
			meter_remove_files(&pdev->dev, m);
			return err;
		}
		m->nr++;
	}
	return 0;
}

static int meter_remove(struct platform_device *pdev)
{
	meter_remove_files(&pdev->dev, platform_get_drvdata(pdev));
	return 0;
}

static struct platform_driver meter_driver = {
	.probe = meter_probe,
	.remove = meter_remove,
	.driver = {
		.name = "demo-meter",
	},
};
module_platform_driver(meter_driver);
MODULE_LICENSE("GPL");
