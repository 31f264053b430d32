// SPDX-License-Identifier: GPL-2.0
/*
 * check-name: ieee80211_unregister_hw() deletes the wiphy's directory,
 * not that of the bus device under it: a link made on the platform
 * device stays when the helper fails and on remove()
 */
#include <linux/device.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>
#include <linux/thermal.h>
#include <net/mac80211.h>

struct demo_wifi {
	struct ieee80211_hw *hw;
	struct platform_device *pdev;
	struct thermal_cooling_device *cdev;
	unsigned long state;
};

static int demo_get_max_state(struct thermal_cooling_device *cdev,
			      unsigned long *state)
{
	*state = 4;
	return 0;
}

static int demo_get_cur_state(struct thermal_cooling_device *cdev,
			      unsigned long *state)
{
	struct demo_wifi *wifi = cdev->devdata;

	*state = wifi->state;
	return 0;
}

static int demo_set_cur_state(struct thermal_cooling_device *cdev,
			      unsigned long state)
{
	struct demo_wifi *wifi = cdev->devdata;

	wifi->state = state;
	return 0;
}

static const struct thermal_cooling_device_ops demo_cooling_ops = {
	.get_max_state = demo_get_max_state,
	.get_cur_state = demo_get_cur_state,
	.set_cur_state = demo_set_cur_state,
};

static const struct ieee80211_ops demo_ops;

static int demo_thermal_init(struct demo_wifi *wifi)
{
	struct wiphy *wiphy = wifi->hw->wiphy;
	struct platform_device *pdev = wifi->pdev;
	struct thermal_cooling_device *cdev;
	int ret;

	cdev = thermal_cooling_device_register("demo_wifi", wifi,
					       &demo_cooling_ops);
	if (IS_ERR(cdev))
		return PTR_ERR(cdev);
	ret = sysfs_create_link(&pdev->dev.kobj, &cdev->device.kobj,	/* warn(sysfscheck): sysfs-leak "nor by its caller demo_wifi_probe()" -- the rule pairs a create with a remove of the same name in its function and the paired teardown; lifetimes through helpers, callers, aliases, conditions and ops are sysfscheck's */
				"cooling_device");
	if (ret < 0) {
		thermal_cooling_device_unregister(cdev);
		return ret;
	}
	wifi->cdev = cdev;

	ret = device_init_wakeup(wiphy_dev(wiphy), true);
	if (ret)
		return ret;
	return 0;
}

static int demo_wifi_probe(struct platform_device *pdev)
{
	struct ieee80211_hw *hw;
	struct demo_wifi *wifi;
	int ret;

	hw = ieee80211_alloc_hw(sizeof(*wifi), &demo_ops);
	if (!hw)
		return -ENOMEM;
	wifi = hw->priv;
	wifi->hw = hw;
	wifi->pdev = pdev;
	SET_IEEE80211_DEV(hw, &pdev->dev);
	platform_set_drvdata(pdev, wifi);

	ret = ieee80211_register_hw(hw);
	if (ret)
		goto err_free;

	ret = demo_thermal_init(wifi);
	if (ret)
		goto err_unregister;
	return 0;

err_unregister:
	ieee80211_unregister_hw(hw);
err_free:
	ieee80211_free_hw(hw);
	return ret;
}

static int demo_wifi_remove(struct platform_device *pdev)
{
	struct demo_wifi *wifi = platform_get_drvdata(pdev);

	ieee80211_unregister_hw(wifi->hw);
	thermal_cooling_device_unregister(wifi->cdev);
	ieee80211_free_hw(wifi->hw);
	return 0;
}

static struct platform_driver demo_wifi_driver = {
	.probe = demo_wifi_probe,
	.remove = demo_wifi_remove,
	.driver = {
		.name = "demo-wifi",
	},
};
module_platform_driver(demo_wifi_driver);
MODULE_LICENSE("GPL");
