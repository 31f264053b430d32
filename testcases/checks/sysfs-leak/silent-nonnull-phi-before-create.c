// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: "fail: if (dev) { ... remove ... }" where dev is still
 * NULL on the early gotos but was allocated and tested non-NULL before
 * the group was created: every path from the create to the return
 * removes it (ipw2100's probe in Linux 6.1)
 */
#include <linux/device.h>
#include <linux/etherdevice.h>
#include <linux/module.h>
#include <linux/netdevice.h>
#include <linux/pci.h>
#include <linux/sysfs.h>

struct demo_priv {
	struct net_device *net_dev;
	void __iomem *ioaddr;
	u32 status;
};

static ssize_t status_show(struct device *d, struct device_attribute *attr,
			   char *buf)
{
	struct demo_priv *priv = dev_get_drvdata(d);

	return sysfs_emit(buf, "0x%08x\n", priv->status);
}
static DEVICE_ATTR_RO(status);

static struct attribute *demo_attrs[] = {
	&dev_attr_status.attr,
	NULL,
};

static const struct attribute_group demo_attribute_group = {
	.attrs = demo_attrs,
};

static const struct net_device_ops demo_netdev_ops;

static struct net_device *demo_alloc_device(struct pci_dev *pci_dev,
					    void __iomem *ioaddr)
{
	struct net_device *dev = alloc_etherdev(sizeof(struct demo_priv));
	struct demo_priv *priv;

	if (!dev)
		return NULL;
	priv = netdev_priv(dev);
	priv->net_dev = dev;
	priv->ioaddr = ioaddr;
	dev->netdev_ops = &demo_netdev_ops;
	SET_NETDEV_DEV(dev, &pci_dev->dev);
	return dev;
}

static int demo_enable_adapter(struct demo_priv *priv)
{
	priv->status = readl(priv->ioaddr);
	return priv->status ? 0 : -EIO;
}

static int demo_pci_init_one(struct pci_dev *pci_dev,
			     const struct pci_device_id *ent)
{
	void __iomem *ioaddr;
	struct net_device *dev = NULL;
	struct demo_priv *priv = NULL;
	int registered = 0;
	int err = 0;

	if (!(pci_resource_flags(pci_dev, 0) & IORESOURCE_MEM)) {
		err = -ENODEV;
		goto out;
	}

	ioaddr = pci_iomap(pci_dev, 0, 0);
	if (!ioaddr) {
		err = -EIO;
		goto fail;
	}

	dev = demo_alloc_device(pci_dev, ioaddr);
	if (!dev) {
		err = -ENOMEM;
		goto fail;
	}
	priv = netdev_priv(dev);
	pci_set_drvdata(pci_dev, priv);

	err = register_netdev(dev);
	if (err)
		goto fail;
	registered = 1;

	err = sysfs_create_group(&pci_dev->dev.kobj, &demo_attribute_group);
	if (err)
		goto fail;

	if (demo_enable_adapter(priv)) {
		err = -EIO;
		goto fail;
	}
out:
	return err;

fail:
	if (dev) {
		if (registered)
			unregister_netdev(dev);
		sysfs_remove_group(&pci_dev->dev.kobj, &demo_attribute_group);
		free_netdev(dev);
	}
	pci_iounmap(pci_dev, ioaddr);
	goto out;
}

static void demo_pci_remove_one(struct pci_dev *pci_dev)
{
	struct demo_priv *priv = pci_get_drvdata(pci_dev);

	sysfs_remove_group(&pci_dev->dev.kobj, &demo_attribute_group);
	unregister_netdev(priv->net_dev);
	pci_iounmap(pci_dev, priv->ioaddr);
	free_netdev(priv->net_dev);
}

static const struct pci_device_id demo_pci_ids[] = {
	{ PCI_DEVICE(0x8086, 0x1043) },
	{ }
};
MODULE_DEVICE_TABLE(pci, demo_pci_ids);

static struct pci_driver demo_pci_driver = {
	.name = "demo-ipw",
	.id_table = demo_pci_ids,
	.probe = demo_pci_init_one,
	.remove = demo_pci_remove_one,
};
module_pci_driver(demo_pci_driver);
MODULE_LICENSE("GPL");
