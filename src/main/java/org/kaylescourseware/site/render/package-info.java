/**
 * FreeMarker for the parts of a page the site layer computes: solver artifacts and the page's
 * navigation, each a record displayed by a partial under {@code templates/partials/}.
 */
package org.kaylescourseware.site.render;
