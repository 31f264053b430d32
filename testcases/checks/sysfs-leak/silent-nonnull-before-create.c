// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: the error path removes the file under "if (dev)", and dev
 * was found non-NULL before the file was created: on every path from
 * the create the remove runs (net2280's probe in Linux 6.1)
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/pci.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct demo_udc {
	struct pci_dev *pdev;
	void __iomem *regs;
	unsigned int chiprev;
	int added;
};

static ssize_t registers_show(struct device *_dev,
			      struct device_attribute *attr, char *buf)
{
	struct demo_udc *dev = dev_get_drvdata(_dev);

	return sysfs_emit(buf, "chiprev %04x\n", dev->chiprev);
}
static DEVICE_ATTR_RO(registers);

static void demo_udc_remove(struct pci_dev *pdev)
{
	struct demo_udc *dev = pci_get_drvdata(pdev);

	if (dev->regs) {
		device_remove_file(&pdev->dev, &dev_attr_registers);
		iounmap(dev->regs);
	}
	pci_disable_device(pdev);
	kfree(dev);
}

static int demo_udc_start(struct demo_udc *dev)
{
	return dev->chiprev ? 0 : -ENODEV;
}

static int demo_udc_probe(struct pci_dev *pdev, const struct pci_device_id *id)
{
	struct demo_udc *dev;
	int retval;

	dev = kzalloc(sizeof(*dev), GFP_KERNEL);
	if (dev == NULL) {
		retval = -ENOMEM;
		goto done;
	}
	pci_set_drvdata(pdev, dev);
	dev->pdev = pdev;

	if (pci_enable_device(pdev) < 0) {
		retval = -ENODEV;
		goto done;
	}
	dev->regs = pci_iomap(pdev, 0, 0);
	if (!dev->regs) {
		retval = -EFAULT;
		goto done;
	}
	dev->chiprev = readl(dev->regs) & 0xffff;

	retval = device_create_file(&pdev->dev, &dev_attr_registers);
	if (retval)
		goto done;

	retval = demo_udc_start(dev);
	if (retval)
		goto done;
	dev->added = 1;
	return 0;

done:
	if (dev)
		demo_udc_remove(pdev);
	return retval;
}

static const struct pci_device_id demo_udc_ids[] = {
	{ PCI_DEVICE(0x17cc, 0x2280) },
	{ }
};
MODULE_DEVICE_TABLE(pci, demo_udc_ids);

static struct pci_driver demo_udc_driver = {
	.name = "demo-udc",
	.id_table = demo_udc_ids,
	.probe = demo_udc_probe,
	.remove = demo_udc_remove,
};
module_pci_driver(demo_udc_driver);
MODULE_LICENSE("GPL");
