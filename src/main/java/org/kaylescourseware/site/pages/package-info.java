/**
 * The pages a build writes: JBake bakes the lessons and the game pages ({@link org.kaylescourseware.site.pages.SiteOven});
 * then the course adds the pages only it can make, each framed by the site's layout ({@code FramedPage}): the glossary,
 * knowls and search index ({@code BookFiles}), the site map and the not-found page ({@code BookPages}), the answer keys of
 * the instructor edition ({@code AnswerKeyPages}) and the whole course on one page ({@code WholeCoursePage}); last,
 * {@code PageFinishing} goes over every page once: its formulas typeset, its knowls written, its parser's yield points added.
 */
package org.kaylescourseware.site.pages;
