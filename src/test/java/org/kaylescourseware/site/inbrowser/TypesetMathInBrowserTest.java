package org.kaylescourseware.site.inbrowser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.kaylescourseware.browser.Chromium;
import org.kaylescourseware.site.CourseBuild;
import org.kaylescourseware.site.math.KatexTypesetter;
import org.kaylescourseware.site.render.KatexAssets;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The math typeset when the site was built, in real headless Chromium from file://: it reads as
 * typeset math with JavaScript off, it is what KaTeX itself writes in the browser for the same TeX
 * and options (KaTeX's script from the same jar, run by the browser's engine instead of GraalJS), and a link deep into a lesson
 * lands on its target and stays there.
 */
class TypesetMathInBrowserTest {

    @RegisterExtension
    static final Chromium CHROMIUM = Chromium.window(1280, 1000);

    static ChromeDriver browser;
    static Path site;

    @BeforeAll
    static void buildTheSite() {
        site = CourseBuild.site();
        browser = CHROMIUM.driver();
    }

    @AfterEach
    void scriptsOn() {
        browser.executeCdpCommand("Emulation.setScriptExecutionDisabled", Map.of("value", false));
    }

    private static Object script(String javascript, Object... arguments) {
        return CHROMIUM.script(javascript, arguments);
    }

    @Test
    void withJavaScriptOffEveryFormulaReadsAsTypesetMath() {
        browser.executeCdpCommand("Emulation.setScriptExecutionDisabled", Map.of("value", true));
        for (String page : List.of("lessons/partizan-kayles.html", "course.html", "glossary.html")) {
            browser.get(site.resolve(page).toUri().toString());
            long formulas = (Long) script("return document.querySelectorAll('.math-inline, .math-display').length");
            assertTrue(formulas > 20, page + ": " + formulas);
            assertEquals(formulas, script("return [...document.querySelectorAll('.math-inline, .math-display')]"
                    + ".filter(f => { const h = f.querySelector(':scope .katex-html'); return h && h.getBoundingClientRect().width > 0; }).length"),
                    page + ": each formula is shown as KaTeX's HTML");
            assertEquals(Boolean.TRUE, script("return document.fonts.check('16px KaTeX_Main') && document.fonts.check('16px KaTeX_Math')"),
                    page + ": in KaTeX's fonts");
            assertEquals(List.of(), script("return [...document.querySelectorAll('main p, main li, main td, main dd')]"
                    + ".map(e => e.innerText).filter(t => t.includes('\\\\(') || t.includes('$`') || /\\\\math|\\\\frac/.test(t)).slice(0, 3)"),
                    page + ": no TeX left in the text");
        }
    }

    /** The independent route: KaTeX's own script, from the same jar, typesets each formula's TeX again in the page. */
    @Test
    void theBuildsMathIsWhatKatexWritesInTheBrowser() {
        for (String page : List.of("lessons/kayles.html", "lessons/partizan-kayles.html", "glossary.html")) {
            browser.get(site.resolve(page).toUri().toString());
            script(KatexAssets.text("katex.min.js") + "\n;window.katexForTheTest = katex; window.katexOptions = "
                    + KatexTypesetter.OPTIONS + ";");
            @SuppressWarnings("unchecked")
            List<String> different = (List<String>) script("const out = [];"
                    + " document.querySelectorAll('.math-inline, .math-display').forEach(f => {"
                    + "  const tex = f.querySelector('annotation[encoding=\"application/x-tex\"]').textContent;"
                    + "  const again = document.createElement(f.tagName);"
                    + "  again.innerHTML = window.katexForTheTest.renderToString(tex, window.katexOptions(f.classList.contains('math-display')));"
                    + "  if (again.innerHTML !== f.innerHTML) { out.push(tex); } });"
                    + " return out.slice(0, 5);");
            assertEquals(List.of(), different, page + ": formulas the browser's KaTeX sets otherwise");
            assertTrue((Long) script("return document.querySelectorAll('.math-inline, .math-display').length") > 20, page);
        }
    }

    @Test
    void aLinkDeepIntoALessonLandsAtOnceAndStays() throws InterruptedException {
        Path lesson = site.resolve("lessons/partizan-kayles.html");
        browser.get(lesson.toUri().toString());
        String target = (String) script("const h = [...document.querySelectorAll('.lesson-body h2[id]')];"
                + " return h[Math.floor(h.length * 0.7)].id");
        browser.get("about:blank");
        browser.get(lesson.toUri() + "#" + target);
        String top = "return Math.round(document.getElementById(arguments[0]).getBoundingClientRect().top)";
        long landed = (Long) script(top, target);
        assertTrue((Long) script("return window.scrollY") > 5000, "far down the page, at " + target);
        assertTrue(landed >= 0 && landed < 200, "the target is at the top of the window: " + landed);
        Thread.sleep(1500);
        assertEquals(landed, script(top, target), "and stays there (no formula typeset after the page loaded moves it)");
    }
}
