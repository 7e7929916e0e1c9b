/**
 * The references page's directive: the bibliography file beside the page, listed with each
 * entry's BibTeX and an anchor lessons link to.
 */
package org.kaylescourseware.site.directive.references;
