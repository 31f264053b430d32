// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: remove() calls a function of the driver's other file, but
 * the binary file probe() creates is static here: no other file can name
 * it to remove it, and remove() does not
 */
#include <linux/module.h>
#include <linux/pci.h>
#include <linux/sysfs.h>

void card_stop_engine(struct pci_dev *pdev);

static ssize_t rom_read(struct file *filp, struct kobject *kobj,
			struct bin_attribute *attr, char *buf,
			loff_t off, size_t count)
{
	return 0;
}
static BIN_ATTR_RO(rom, 65536);

static int card_probe(struct pci_dev *pdev, const struct pci_device_id *id)
{
	int err;

	err = pcim_enable_device(pdev);
	if (err)
		return err;
	return sysfs_create_bin_file(&pdev->dev.kobj, &bin_attr_rom);	/* warn: sysfs-leak "binary file 'bin_attr_rom' created here by sysfs_create_bin_file() is never removed by card_remove()" */
}

static void card_remove(struct pci_dev *pdev)
{
	card_stop_engine(pdev);
}

static const struct pci_device_id card_ids[] = {
	{ PCI_DEVICE(0x1234, 0x5678) },
	{ }
};
MODULE_DEVICE_TABLE(pci, card_ids);

static struct pci_driver card_driver = {
	.name = "demo-card",
	.id_table = card_ids,
	.probe = card_probe,
	.remove = card_remove,
};
module_pci_driver(card_driver);
MODULE_LICENSE("GPL");
