// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: mt76's unregister functions unregister the ieee80211_hw,
 * hence the wiphy whose directory holds the link: a helper's link left
 * when it fails goes with mt76_unregister_phy() or
 * mt76_unregister_device() on its callers' error paths (mt7915 in
 * Linux 6.1; the mt76 declarations are those of mt76.h)
 */
#include <linux/device.h>
#include <linux/err.h>
#include <linux/hwmon.h>
#include <linux/module.h>
#include <linux/pci.h>
#include <linux/sysfs.h>
#include <linux/thermal.h>
#include <net/mac80211.h>

struct mt76_dev;

struct mt76_phy {
	struct ieee80211_hw *hw;
	struct mt76_dev *dev;
	void *priv;
};

struct mt76_dev {
	struct mt76_phy phy;
	struct ieee80211_hw *hw;
	struct device *dev;
};

int mt76_register_device(struct mt76_dev *dev, bool vht,
			 struct ieee80211_rate *rates, int n_rates);
void mt76_unregister_device(struct mt76_dev *dev);
int mt76_register_phy(struct mt76_phy *phy, bool vht,
		      struct ieee80211_rate *rates, int n_rates);
void mt76_unregister_phy(struct mt76_phy *phy);
struct mt76_dev *mt76_alloc_device(struct device *pdev, unsigned int size,
				   const struct ieee80211_ops *ops,
				   const void *drv_ops);
void mt76_free_device(struct mt76_dev *dev);

struct demo_phy {
	struct mt76_phy *mt76;
	struct thermal_cooling_device *cdev;
	unsigned long state;
	int temp;
};

struct demo_dev {
	struct mt76_dev mt76;
	struct demo_phy phy;
	struct demo_phy *phy2;
};

static struct ieee80211_rate demo_rates[] = {
	{ .bitrate = 10 },
	{ .bitrate = 20 },
};

static const struct ieee80211_ops demo_ops;

static int demo_get_max_state(struct thermal_cooling_device *cdev,
			      unsigned long *state)
{
	*state = 4;
	return 0;
}

static int demo_get_cur_state(struct thermal_cooling_device *cdev,
			      unsigned long *state)
{
	struct demo_phy *phy = cdev->devdata;

	*state = phy->state;
	return 0;
}

static int demo_set_cur_state(struct thermal_cooling_device *cdev,
			      unsigned long state)
{
	struct demo_phy *phy = cdev->devdata;

	phy->state = state;
	return 0;
}

static ssize_t temp1_input_show(struct device *dev,
				struct device_attribute *attr, char *buf)
{
	struct demo_phy *phy = dev_get_drvdata(dev);

	return sysfs_emit(buf, "%d\n", phy->temp * 1000);
}
static DEVICE_ATTR_RO(temp1_input);

static struct attribute *demo_hwmon_attrs[] = {
	&dev_attr_temp1_input.attr,
	NULL,
};
ATTRIBUTE_GROUPS(demo_hwmon);

static const struct thermal_cooling_device_ops demo_cooling_ops = {
	.get_max_state = demo_get_max_state,
	.get_cur_state = demo_get_cur_state,
	.set_cur_state = demo_set_cur_state,
};

static void demo_unregister_thermal(struct demo_phy *phy)
{
	struct wiphy *wiphy = phy->mt76->hw->wiphy;

	if (!phy->cdev)
		return;
	sysfs_remove_link(&wiphy->dev.kobj, "cooling_device");
	thermal_cooling_device_unregister(phy->cdev);
}

static int demo_thermal_init(struct demo_phy *phy)
{
	struct wiphy *wiphy = phy->mt76->hw->wiphy;
	struct thermal_cooling_device *cdev;
	struct device *hwmon;

	cdev = thermal_cooling_device_register(wiphy_name(wiphy), phy,
					       &demo_cooling_ops);
	if (!IS_ERR(cdev)) {
		if (sysfs_create_link(&wiphy->dev.kobj, &cdev->device.kobj,
				      "cooling_device") < 0)
			thermal_cooling_device_unregister(cdev);
		else
			phy->cdev = cdev;
	}

	hwmon = devm_hwmon_device_register_with_groups(&wiphy->dev,
						       wiphy_name(wiphy), phy,
						       demo_hwmon_groups);
	if (IS_ERR(hwmon))
		return PTR_ERR(hwmon);
	return 0;
}

static int demo_register_ext_phy(struct demo_dev *dev, struct demo_phy *phy)
{
	int ret;

	ret = mt76_register_phy(phy->mt76, true, demo_rates,
				ARRAY_SIZE(demo_rates));
	if (ret)
		return ret;

	ret = demo_thermal_init(phy);
	if (ret)
		goto unreg;
	return 0;

unreg:
	mt76_unregister_phy(phy->mt76);
	return ret;
}

static void demo_unregister_ext_phy(struct demo_dev *dev)
{
	if (!dev->phy2)
		return;
	demo_unregister_thermal(dev->phy2);
	mt76_unregister_phy(dev->phy2->mt76);
}

static int demo_register_device(struct demo_dev *dev)
{
	int ret;

	ret = mt76_register_device(&dev->mt76, true, demo_rates,
				   ARRAY_SIZE(demo_rates));
	if (ret)
		return ret;

	ret = demo_thermal_init(&dev->phy);
	if (ret)
		goto unreg_dev;

	if (dev->phy2) {
		ret = demo_register_ext_phy(dev, dev->phy2);
		if (ret)
			goto unreg_thermal;
	}
	return 0;

unreg_thermal:
	demo_unregister_thermal(&dev->phy);
unreg_dev:
	mt76_unregister_device(&dev->mt76);
	return ret;
}

static void demo_unregister_device(struct demo_dev *dev)
{
	demo_unregister_ext_phy(dev);
	demo_unregister_thermal(&dev->phy);
	mt76_unregister_device(&dev->mt76);
}

static int demo_pci_probe(struct pci_dev *pdev, const struct pci_device_id *id)
{
	struct mt76_dev *mdev;
	struct demo_dev *dev;
	int ret;

	mdev = mt76_alloc_device(&pdev->dev, sizeof(*dev), &demo_ops, NULL);
	if (!mdev)
		return -ENOMEM;
	dev = container_of(mdev, struct demo_dev, mt76);
	dev->phy.mt76 = &mdev->phy;
	pci_set_drvdata(pdev, dev);

	ret = demo_register_device(dev);
	if (ret)
		mt76_free_device(mdev);
	return ret;
}

static void demo_pci_remove(struct pci_dev *pdev)
{
	struct demo_dev *dev = pci_get_drvdata(pdev);

	demo_unregister_device(dev);
	mt76_free_device(&dev->mt76);
}

static const struct pci_device_id demo_pci_ids[] = {
	{ PCI_DEVICE(0x14c3, 0x7915) },
	{ }
};
MODULE_DEVICE_TABLE(pci, demo_pci_ids);

static struct pci_driver demo_pci_driver = {
	.name = "demo-mt76",
	.id_table = demo_pci_ids,
	.probe = demo_pci_probe,
	.remove = demo_pci_remove,
};
module_pci_driver(demo_pci_driver);
MODULE_LICENSE("GPL");
