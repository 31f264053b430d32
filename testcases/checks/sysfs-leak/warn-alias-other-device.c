// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: files made through a local alias of one embedded device,
 * while remove() unregisters the other one: the alias does not make them
 * the same
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/pci.h>
#include <linux/slab.h>
#include <linux/sysfs.h>

struct demo_card {
	struct device ctrl_dev;
	struct device port_dev;
	int port;
};

static ssize_t port_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	struct demo_card *card = container_of(dev, struct demo_card, port_dev);

	return sysfs_emit(buf, "%d\n", card->port);
}
static DEVICE_ATTR_RO(port);

static void demo_card_release(struct device *dev)
{
}

static int demo_card_register(struct demo_card *card, struct pci_dev *pdev)
{
	struct device *dev = &card->port_dev;
	int ret;

	card->ctrl_dev.parent = &pdev->dev;
	card->ctrl_dev.release = demo_card_release;
	dev_set_name(&card->ctrl_dev, "demo-ctrl");
	ret = device_register(&card->ctrl_dev);
	if (ret) {
		put_device(&card->ctrl_dev);
		return ret;
	}
	dev->parent = &card->ctrl_dev;
	dev->release = demo_card_release;
	dev_set_name(dev, "demo-port");
	ret = device_register(dev);
	if (ret) {
		put_device(dev);
		device_unregister(&card->ctrl_dev);
		return ret;
	}
	return device_create_file(dev, &dev_attr_port); /* warn(sysfscheck): sysfs-leak:bug "never removed by demo_card_remove()" -- the rule pairs a create with a remove of the same name in its function and the paired teardown; lifetimes through helpers, callers, aliases, conditions and ops are sysfscheck's */
}

static int demo_card_probe(struct pci_dev *pdev,
			   const struct pci_device_id *id)
{
	struct demo_card *card;

	card = devm_kzalloc(&pdev->dev, sizeof(*card), GFP_KERNEL);
	if (!card)
		return -ENOMEM;
	pci_set_drvdata(pdev, card);
	return demo_card_register(card, pdev);
}

static void demo_card_remove(struct pci_dev *pdev)
{
	struct demo_card *card = pci_get_drvdata(pdev);

	device_unregister(&card->ctrl_dev);
}

static const struct pci_device_id demo_card_ids[] = {
	{ PCI_DEVICE(0x1234, 0x5678) },
	{ }
};
MODULE_DEVICE_TABLE(pci, demo_card_ids);

static struct pci_driver demo_card_driver = {
	.name = "demo-card",
	.id_table = demo_card_ids,
	.probe = demo_card_probe,
	.remove = demo_card_remove,
};
module_pci_driver(demo_card_driver);
MODULE_LICENSE("GPL");
