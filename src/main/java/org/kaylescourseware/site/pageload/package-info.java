/**
 * What loading a built page costs a browser: headless Chromium driven through its DevTools protocol, its CPU
 * throttled and the load traced, for {@code bench}'s page-load cases (never a timed unit test); and the yield points
 * the build puts in a long page so that its parsing is never one long task.
 */
package org.kaylescourseware.site.pageload;
