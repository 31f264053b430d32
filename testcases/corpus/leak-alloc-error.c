// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: probe() adds a group, then returns without removing it when
 * the allocation after it fails; remove() is right. The scenario cannot
 * reach that path: sysfsref makes sysfs and kobject calls fail, not the
 * allocator.
 *
 * scenario:
 *	load
 *	ls /sys/devices/platform/modem
 *	cat /sys/devices/platform/modem/signal
 *	rm
 *	ls /sys/devices/platform/modem
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct modem {
	char *rx_buf;
	int signal;
};

static ssize_t signal_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct modem *m = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%d\n", m->signal);
}
static DEVICE_ATTR_RO(signal);

static struct attribute *modem_attrs[] = {
	&dev_attr_signal.attr,
	NULL,
};

static const struct attribute_group modem_group = {
	.attrs = modem_attrs,
};

static int modem_probe(struct platform_device *pdev)
{
	struct modem *m;
	int err;

	m = devm_kzalloc(&pdev->dev, sizeof(*m), GFP_KERNEL);
	if (!m)
		return -ENOMEM;
	m->signal = -70;
	platform_set_drvdata(pdev, m);
	err = device_add_group(&pdev->dev, &modem_group);	/* warn(static): sysfs-leak -- the leak is on the path where kzalloc() fails; sysfsref's fail command makes sysfs and kobject calls fail, not the allocator the reference itself uses */
	if (err)
		return err;
	m->rx_buf = kzalloc(2048, GFP_KERNEL);
	if (!m->rx_buf)
		return -ENOMEM;
	return 0;
}

static int modem_remove(struct platform_device *pdev)
{
	struct modem *m = platform_get_drvdata(pdev);

	device_remove_group(&pdev->dev, &modem_group);
	kfree(m->rx_buf);
	return 0;
}

static struct platform_driver modem_driver = {
	.probe = modem_probe,
	.remove = modem_remove,
	.driver = {
		.name = "modem",
	},
};
module_platform_driver(modem_driver);
MODULE_LICENSE("GPL");
