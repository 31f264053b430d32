// SPDX-License-Identifier: MIT
/// kobject_register() and kobject_unregister() went away in Linux 2.6.25.
/// A kobject that was named with kobject_set_name(), given its ktype by
/// assignment and registered with kobject_register() is initialised and
/// added in one call, kobject_init_and_add(kobj, ktype, parent, name...),
/// which takes the name, the ktype and the parent as arguments: a parent
/// assigned before registration becomes the third argument (the call would
/// otherwise overwrite it with NULL and move the directory), and a kset
/// assigned before stays (with no parent the kobject still goes in its
/// kset). kobject_register() sent the KOBJ_ADD uevent and
/// kobject_init_and_add() does not: the port sends it when the add
/// succeeded. After a failed kobject_init_and_add() the object holds its
/// name and a reference, so the kfree() of its container on that error
/// path becomes kobject_put(), whose release() frees it.
/// kobject_unregister() becomes kobject_put(), which deletes the kobject
/// from sysfs when it drops the last reference and calls the ktype's
/// release(). A kobject registered without a ktype is left alone here
/// (see kobject-untyped.cocci).
///
// Confidence: High
// Options: --no-includes --include-headers
// Keywords: kobject_register, kobject_unregister, kobject_init_and_add, kobject_put, kobject_uevent

virtual patch

// The name and the ktype before kobject_register(), in either order; the
// registration's value assigned or returned.
@assigned depends on patch@
expression K, T, E;
expression list N;
@@

(
-kobject_set_name(&K, N);
...
-K.ktype = T;
|
-K.ktype = T;
...
-kobject_set_name(&K, N);
)
...
-E = kobject_register(&K);
+E = kobject_init_and_add(&K, T, NULL, N);
+if (!E)
+	kobject_uevent(&K, KOBJ_ADD);

@returned depends on patch@
expression K, T;
expression list N;
symbol err;
@@

(
-kobject_set_name(&K, N);
...
-K.ktype = T;
|
-K.ktype = T;
...
-kobject_set_name(&K, N);
)
...
-return kobject_register(&K);
+err = kobject_init_and_add(&K, T, NULL, N);
+if (!err)
+	kobject_uevent(&K, KOBJ_ADD);
+return err;

@depends on returned@
identifier f;
expression returned.K;
symbol err;
@@

f(...) {
+int err;
+
...
err = kobject_init_and_add(&K, ...);
...
}

// The parent assigned before: kobject_init_and_add() sets the parent
// from its third argument.
@depends on assigned || returned@
expression K, P;
@@

-K.parent = P;
... when != K.parent
kobject_init_and_add(&K, ...,
-NULL
+P
, ...)

// A failed kobject_init_and_add() leaves the kobject to kobject_put():
// the kfree() of its container becomes that.
@depends on assigned@
expression X, E;
identifier F;
@@

E = kobject_init_and_add(&X->F, ...);
...
if (E) {
...
-kfree(X);
+kobject_put(&X->F);
...
}

// The same on an error path that only the failed add jumps to.
@initgoto depends on assigned exists@
identifier f, L, F;
expression X, E;
position pg;
@@

f(...) {
...
E = kobject_init_and_add(&X->F, ...);
...
if (E)
	goto L@pg;
...
}

@othergoto exists@
identifier initgoto.f, initgoto.L;
position p != initgoto.pg;
@@

f(...) {
<+...
goto L@p;
...+>
}

@depends on initgoto && !othergoto exists@
identifier initgoto.f, initgoto.L, initgoto.F;
expression initgoto.X;
@@

f(...) {
...
L:
-kfree(X);
+kobject_put(&X->F);
...
}

@depends on patch@
expression K;
@@

-	kobject_unregister(K)
+	kobject_put(K)
