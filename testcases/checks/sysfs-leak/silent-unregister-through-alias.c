// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: a device embedded in the driver's data, its files made
 * through a local alias "dev = &solo->dev" and the device unregistered as
 * "&solo->dev" in remove() (solo6x10 in Linux 6.1); a kobject put through
 * a local alias "kobj = &pol->kobj" on the error path (cpufreq)
 */
#include <linux/device.h>
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/pci.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct demo_solo {
	struct pci_dev *pdev;
	struct device dev;
	struct kobject kobj;
	struct bin_attribute sdram_attr;
	int channels;
	int limit;
};

static ssize_t channels_show(struct device *dev,
			     struct device_attribute *attr, char *buf)
{
	struct demo_solo *solo = container_of(dev, struct demo_solo, dev);

	return sysfs_emit(buf, "%d\n", solo->channels);
}
static DEVICE_ATTR_RO(channels);

static ssize_t limit_show(struct kobject *kobj, struct kobj_attribute *attr,
			  char *buf)
{
	struct demo_solo *solo = container_of(kobj, struct demo_solo, kobj);

	return sysfs_emit(buf, "%d\n", solo->limit);
}
static struct kobj_attribute limit_attr = __ATTR_RO(limit);

static void demo_solo_release(struct device *dev)
{
}

static void demo_solo_kobj_release(struct kobject *kobj)
{
}

static const struct kobj_type demo_solo_ktype = {
	.release = demo_solo_kobj_release,
	.sysfs_ops = &kobj_sysfs_ops,
};

static ssize_t sdram_read(struct file *file, struct kobject *kobj,
			  struct bin_attribute *a, char *buf, loff_t off,
			  size_t count)
{
	return 0;
}

static void demo_solo_put_kobj(struct demo_solo *solo)
{
	struct kobject *kobj;

	kobj = &solo->kobj;
	kobject_put(kobj);
}

static int demo_solo_limits(struct demo_solo *solo)
{
	int ret;

	ret = kobject_init_and_add(&solo->kobj, &demo_solo_ktype,
				   &solo->dev.kobj, "limits");
	if (ret)
		goto err;
	ret = sysfs_create_file(&solo->kobj, &limit_attr.attr);
	if (ret)
		goto err;
	return 0;
err:
	demo_solo_put_kobj(solo);
	return ret;
}

static int demo_solo_sysfs_init(struct demo_solo *solo)
{
	struct bin_attribute *sdram_attr = &solo->sdram_attr;
	struct device *dev = &solo->dev;

	dev->release = demo_solo_release;
	dev->parent = &solo->pdev->dev;
	dev_set_name(dev, "solo-%d", solo->channels);
	if (device_register(dev)) {
		put_device(dev);
		return -ENOMEM;
	}
	if (device_create_file(dev, &dev_attr_channels)) {
		device_unregister(dev);
		return -ENOMEM;
	}
	sysfs_bin_attr_init(sdram_attr);
	sdram_attr->attr.name = "sdram";
	sdram_attr->attr.mode = 0440;
	sdram_attr->read = sdram_read;
	if (device_create_bin_file(dev, sdram_attr)) {
		device_unregister(dev);
		return -ENOMEM;
	}
	return 0;
}

static int demo_solo_probe(struct pci_dev *pdev,
			   const struct pci_device_id *id)
{
	struct demo_solo *solo;
	int ret;

	solo = kzalloc(sizeof(*solo), GFP_KERNEL);
	if (!solo)
		return -ENOMEM;
	solo->pdev = pdev;
	solo->channels = 4;
	pci_set_drvdata(pdev, solo);
	ret = demo_solo_sysfs_init(solo);
	if (ret)
		goto err_free;
	ret = demo_solo_limits(solo);
	if (ret)
		goto err_unregister;
	return 0;

err_unregister:
	device_unregister(&solo->dev);
err_free:
	kfree(solo);
	return ret;
}

static void demo_solo_remove(struct pci_dev *pdev)
{
	struct demo_solo *solo = pci_get_drvdata(pdev);

	demo_solo_put_kobj(solo);
	device_unregister(&solo->dev);
	kfree(solo);
}

static const struct pci_device_id demo_solo_ids[] = {
	{ PCI_DEVICE(0x9413, 0x6010) },
	{ }
};
MODULE_DEVICE_TABLE(pci, demo_solo_ids);

static struct pci_driver demo_solo_driver = {
	.name = "demo-solo",
	.id_table = demo_solo_ids,
	.probe = demo_solo_probe,
	.remove = demo_solo_remove,
};
module_pci_driver(demo_solo_driver);
MODULE_LICENSE("GPL");
