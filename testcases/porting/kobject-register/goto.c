/*
 * A failed registration that jumps to an error label: the label's kfree()
 * becomes kobject_put() when only the failed add jumps there; a label
 * other paths reach before the kobject exists keeps its kfree().
 */
static int __init pair_init(void)
{
	int err;

	left = kzalloc(sizeof(*left), GFP_KERNEL);
	right = kzalloc(sizeof(*right), GFP_KERNEL);
	if (!left || !right) {
		err = -ENOMEM;
		goto out_free;
	}
	kobject_set_name(&left->kobj, "left");
	left->kobj.ktype = &side_ktype;
	err = kobject_register(&left->kobj);
	if (err)
		goto out_free;
	kobject_set_name(&right->kobj, "right");
	right->kobj.ktype = &side_ktype;
	err = kobject_register(&right->kobj);
	if (err)
		goto out_right;
	return 0;

out_right:
	kfree(right);
	kobject_unregister(&left->kobj);
	return err;
out_free:
	kfree(right);
	kfree(left);
	return err;
}
