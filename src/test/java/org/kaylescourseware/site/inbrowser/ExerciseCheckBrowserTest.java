package org.kaylescourseware.site.inbrowser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.kaylescourseware.browser.Chromium;
import org.kaylescourseware.exercise.AnswerField;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.exercise.FieldType;
import org.kaylescourseware.exercise.Plans;
import org.kaylescourseware.exercise.kinds.ExerciseCatalog;
import org.kaylescourseware.site.CourseBuild;
import org.kaylescourseware.site.exercisebook.ExerciseSection;
import org.kaylescourseware.site.render.PartialRenderer;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Answering exercises in real headless Chromium, offline from file://: every kind of exercise is
 * answered wrong, then right, and the page says "Not yet", then "Right!". The page script's
 * canonical forms are held to {@link FieldType#canonical}, and the answers are nowhere in the forms
 * as text.
 */
class ExerciseCheckBrowserTest {

    @RegisterExtension
    static final Chromium CHROMIUM = Chromium.window(1000, 1400);

    @TempDir
    static Path dir;
    private static ChromeDriver driver;
    private static Path site;

    @BeforeAll
    static void startChromium() {
        site = CourseBuild.site();
        driver = CHROMIUM.driver();
    }

    /** A page with the section, the site's styles and scripts, as a lesson page loads them (its math stays TeX: no build typeset it). */
    private static ExerciseSet open(String lesson, long seed) throws Exception {
        ExerciseSet set = ExerciseSet.generate(Plans.lesson(lesson), 6, seed, Difficulty.MEDIUM);
        String section = new PartialRenderer(CourseBuild.PROJECT.resolve("templates"))
                .render("exercises", ExerciseSection.student(set, "test/" + lesson));
        String root = site.toUri().toString();
        String page = "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>" + lesson + "</title>"
                + "<link rel=\"stylesheet\" href=\"" + root + "katex/katex.min.css\">"
                + "<link rel=\"stylesheet\" href=\"" + root + "css/site.css\">"
                + "<link rel=\"stylesheet\" href=\"" + root + "css/exercises.css\">"
                + "<script>window.pageErrors = []; window.addEventListener('error', function (e) {"
                + " window.pageErrors.push(e.message); });</script>"
                + "<script defer src=\"" + root + "js/exercises.js\"></script></head><body>" + section + "</body></html>";
        Path file = dir.resolve(lesson + "-" + seed + ".html");
        Files.writeString(file, page, StandardCharsets.UTF_8);
        driver.get(file.toUri().toString());
        await(() -> Boolean.TRUE.equals(js("return !!window.kaylesExercises && document.readyState === 'complete';")), "the page script");
        return set;
    }

    /** Waits up to 10 s for {@code condition}, polling. */
    private static void await(BooleanSupplier condition, String what) {
        long end = System.nanoTime() + 10_000_000_000L;
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("waited 10 s for " + what);
            }
            try {
                Thread.sleep(25);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }

    private static Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    /** Fills every field of the exercise with {@code inputs} (by field), presses Check, returns the verdict. */
    private static String answer(Exercise e, List<String> inputs) {
        WebElement form = driver.findElement(By.id(e.anchor() + "-check"));
        for (int i = 0; i < e.fields().size(); i++) {
            AnswerField field = e.fields().get(i);
            String id = e.anchor() + "-" + field.name();
            if (field.type() == FieldType.CHOICE) {
                js("var v = arguments[0]; document.querySelectorAll('input[name=\"" + id + "\"]').forEach(function (r) {"
                        + " r.checked = r.value === v; });", inputs.get(i));
            } else {
                WebElement input = driver.findElement(By.id(id));
                input.clear();
                input.sendKeys(inputs.get(i));
            }
        }
        js("arguments[0].textContent = '';", form.findElement(By.cssSelector(".check-verdict")));
        form.findElement(By.cssSelector(".check-actions button")).click();
        WebElement verdict = form.findElement(By.cssSelector(".check-verdict"));
        await(() -> !verdict.getText().isEmpty(), "a verdict");
        return verdict.getText();
    }

    /**
     * A right input for each field, written the way a student might: not in canonical form; a position of a game
     * that writes rows with a letter as the exercise writes it, K_3 + K_5 (issue 29).
     */
    private static List<String> right(Exercise e) {
        List<String> inputs = new ArrayList<>();
        String letter = e.prompt().rows().letter();
        for (AnswerField f : e.fields()) {
            String a = f.accepted().get(f.accepted().size() - 1);
            inputs.add(switch (f.type()) {
                case NUMBER -> " " + a + " ";
                case CHOICE -> a;
                case POSITION -> a.equals(FieldType.NONE) ? "None" : String.join(" + ", reversed(a.split("\\+")).stream()
                        .map(h -> letter.isEmpty() || h.equals("0") ? h : letter + "_" + h).toList());
                case POSITIONS -> String.join("; ", reversed(a.split(";")));
            });
        }
        return inputs;
    }

    /** The right inputs with the last field made wrong. */
    private static List<String> wrongInLastField(Exercise e) {
        List<String> inputs = new ArrayList<>(right(e));
        AnswerField last = e.fields().get(e.fields().size() - 1);
        String a = last.accepted().get(0);
        inputs.set(inputs.size() - 1, switch (last.type()) {
            case NUMBER -> String.valueOf(Integer.parseInt(a) + 1);
            case CHOICE -> last.choices().stream().map(AnswerField.Choice::value).filter(v -> !v.equals(a)).findFirst()
                    .orElseThrow();
            case POSITION, POSITIONS -> a.equals(FieldType.NONE) ? "1" : "none";
        });
        return inputs;
    }

    private static List<String> reversed(String[] parts) {
        List<String> list = new ArrayList<>(List.of(parts));
        java.util.Collections.reverse(list);
        return list;
    }

    @ParameterizedTest
    @ValueSource(strings = {"kayles", "dawsons-kayles", "misere-kayles", "misere-nim", "partizan-kayles", "nim"})
    void everyKindSaysNotYetToAWrongAnswerAndRightToARightOne(String lesson) throws Exception {
        ExerciseSet set = open(lesson, 5);
        for (Exercise e : set.exercises()) {
            String wrong = answer(e, wrongInLastField(e));
            assertTrue(wrong.startsWith("Not yet"), lesson + " exercise " + e.number() + ": " + wrong);
            if (e.fields().size() > 1) {
                assertEquals("Not yet: " + (e.fields().size() - 1) + " of " + e.fields().size() + " parts right.", wrong,
                        () -> js("return Array.from(document.querySelectorAll('#" + e.anchor() + " .answer-field'))"
                                + ".map(function (f) { return f.getAttribute('data-name') + ':' + (f.querySelector('input[type=text]') || {}).value"
                                + " + ':' + f.querySelector('.field-verdict').textContent; }).join(' | ');") + " " + wrongInLastField(e));
            }
            WebElement lastField = driver.findElement(By.id(e.anchor() + "-check")).findElements(By.cssSelector(".answer-field"))
                    .get(e.fields().size() - 1);
            assertTrue(lastField.getAttribute("class").contains("is-wrong"));
            assertEquals("Right!", answer(e, right(e)), lesson + " exercise " + e.number());
        }
        assertEquals(List.of(), js("return window.pageErrors;"));
    }

    @Test
    void anAnswerThatIsNoAnswerAtAllIsSaidSo() throws Exception {
        ExerciseSet set = open("kayles", 8);
        Exercise e = set.exercises().get(0);
        String verdict = answer(e, List.of("seven", "7"));
        assertTrue(verdict.startsWith("Not yet"), verdict);
        String said = driver.findElement(By.id(e.anchor() + "-check")).findElement(By.cssSelector(".field-verdict")).getText();
        assertEquals("Not understood: write a whole number, e.g. 7.", said, "the expected format");
    }

    @Test
    void thePageScriptPutsAnswersInTheSameCanonicalFormAsJava() throws Exception {
        open("kayles", 1);
        List<String> inputs = List.of("7", " +7 ", "007", "-0", "7.0", "seven", "", "5+3+1", "1 + 3 + 5", "(1, 3, 5)",
                "5 3 1", "5+0+3", "0", "()", "NONE", "5++3", "5-3", "(5, 3", "5+2; 3+3+1", "3+3+1;5+2;2+5", ";",
                "5+2;x", "P", " N ", "1\t2\n3", "\u00a05", "12345678901", "+", "5++4", "5+", "5+3, 1",
                "9+9+8+1, 12+9+3+3", "(5,3)", "()", "K5+K3+K1", "K_5 + K_3 + K_1", "K_{5}+K_{3}", "k1 + k3", "(K5, K3)",
                "D12 + D7", "S2+S1+S1", "K5 + 3", "K_0", "KK5", "K5K3", "K+5", "K_", "K_{5", "xK5", "K5; K3+K1", "éK5");
        for (FieldType type : FieldType.values()) {
            for (String input : inputs) {
                Object script = js("return window.kaylesExercises.canonical(arguments[0], arguments[1]);",
                        type.name().toLowerCase(java.util.Locale.ROOT), input);
                assertEquals(type.canonical(input), Optional.ofNullable((String) script), type + " of '" + input + "'");
            }
        }
    }

    @Test
    void theRealLessonPageChecksAnswersAndItsFormsHoldNoAnswerAsText() throws Exception {
        driver.get(site.resolve("lessons/kayles.html").toUri().toString());
        await(() -> Boolean.TRUE.equals(js("return !!window.kaylesExercises && document.readyState === 'complete';")), "the page script");
        List<WebElement> forms = driver.findElements(By.cssSelector(".exercise-check"));
        assertFalse(forms.isEmpty(), "the lesson's exercises have answer forms");
        WebElement first = forms.get(0);
        for (WebElement input : first.findElements(By.cssSelector("input[type=text]"))) {
            input.sendKeys("999");
        }
        first.findElement(By.cssSelector("button")).click();
        WebElement verdict = first.findElement(By.cssSelector(".check-verdict"));
        await(() -> !verdict.getText().isEmpty(), "a verdict");
        assertTrue(verdict.getText().startsWith("Not yet"), verdict.getText());
        for (Element form : Jsoup.parse(site.resolve("lessons/kayles.html").toFile(), "UTF-8").select(".exercise-check")) {
            for (Element field : form.select("[data-hashes]")) {
                for (String hash : field.attr("data-hashes").split(" ")) {
                    assertTrue(hash.matches("[0-9a-f]{64}"), "a SHA-256 in hex, not an answer: " + hash);
                }
            }
            assertTrue(form.select("[value]").stream().allMatch(i -> i.attr("type").equals("radio")),
                    "no answer as a value");
        }
    }

    /**
     * Enter in an answer field checks the answer, as it submitted the answer form when the form was a {@code <form>}
     * (it is not one since Chromium's form filling read each form of a long page at load).
     */
    @Test
    void enterInAnAnswerFieldChecksTheAnswer() throws Exception {
        driver.get(site.resolve("lessons/kayles.html").toUri().toString());
        await(() -> Boolean.TRUE.equals(js("return !!window.kaylesExercises && document.readyState === 'complete';")), "the page script");
        WebElement first = driver.findElements(By.cssSelector(".exercise-check")).get(0);
        List<WebElement> inputs = first.findElements(By.cssSelector("input[type=text]"));
        assertFalse(inputs.isEmpty(), "the first exercise has a field to type in");
        inputs.forEach(input -> input.sendKeys("999"));
        inputs.get(0).sendKeys(Keys.ENTER);
        WebElement verdict = first.findElement(By.cssSelector(".check-verdict"));
        await(() -> !verdict.getText().isEmpty(), "a verdict after Enter");
        assertTrue(verdict.getText().startsWith("Not yet"), verdict.getText());
        assertEquals(Boolean.TRUE, js("return document.querySelectorAll('form').length === 0"), "no form on the page to fill");
    }

    /** The page's own SHA-256 agrees with Java's, and checking works with no crypto.subtle (plain HTTP). */
    @Test
    void theCheckerWorksWithoutTheBrowsersCryptoAsOnPlainHttp() throws Exception {
        ExerciseSet set = open("dawsons-kayles", 5);
        for (String text : List.of("", "abc", "x".repeat(55), "x".repeat(64), "salt|value|14", "Ren\u00e9 \u2713")) {
            String expected = java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
            assertEquals(expected, js("return window.kaylesExercises.sha256(arguments[0]);", text), "SHA-256 of '" + text + "'");
        }
        js("Object.defineProperty(window.crypto, 'subtle', {get: function () { return undefined; }});");
        Exercise e = set.exercises().get(0);
        assertEquals("Right!", answer(e, right(e)));
    }

    @Test
    void aVerdictClearsWhenTheAnswerIsEditedAndProgressIsKeptInTheBrowser() throws Exception {
        ExerciseSet set = open("kayles", 9);
        Exercise e = set.exercises().get(0);
        assertTrue(answer(e, wrongInLastField(e)).startsWith("Not yet"));
        WebElement form = driver.findElement(By.id(e.anchor() + "-check"));
        driver.findElement(By.id(e.anchor() + "-" + e.fields().get(0).name())).sendKeys("1");
        assertEquals("", form.findElement(By.cssSelector(".check-verdict")).getText(), "the verdict clears on an edit");
        assertEquals("Right!", answer(e, right(e)));
        driver.navigate().refresh();
        WebElement again = driver.findElement(By.cssSelector("#" + e.anchor() + "-check .check-verdict"));
        await(() -> again.getText().equals("Right!"), "the kept answer checked again after a reload");
    }

    @Test
    void choosingPNeedsNoMoveAndABadMoveSaysTheFormat() throws Exception {
        for (long seed = 1; seed < 60; seed++) {
            ExerciseSet set = ExerciseSet.generate(Plans.lesson("kayles"), 6, seed, Difficulty.MEDIUM);
            Exercise p = set.exercises().stream().filter(x -> x.fields().size() == 2
                    && x.fields().get(0).type() == FieldType.CHOICE && x.fields().get(0).accepted().equals(List.of("P"))
                    && x.fields().get(1).type() == FieldType.POSITION).findFirst().orElse(null);
            if (p != null) {
                open("kayles", seed);
                assertEquals("Right!", answer(p, List.of("P", "")), "P and no move");
                answer(p, List.of("N", "5++4"));
                String said = driver.findElement(By.id(p.anchor() + "-check")).findElements(By.cssSelector(".field-verdict"))
                        .get(1).getText();
                assertEquals("Not understood: write the rows or heaps joined by +, as in K5+K3+K1 or 5+3+1, or none.", said);
                return;
            }
        }
        throw new AssertionError("no outcome exercise answered P in 60 seeds");
    }

    @Test
    void everyFieldAndChoiceHasASpokenLabelInWords() throws Exception {
        ExerciseSet set = open("kayles", 3);
        List<String> fields = new ArrayList<>();
        for (WebElement input : driver.findElements(By.cssSelector(".answer-field input"))) {
            String label = input.getAttribute("aria-label");
            assertTrue(label != null && !label.isBlank() && !label.contains("\\"), "a label in words: " + label);
            fields.add(label);
        }
        assertTrue(fields.stream().anyMatch(l -> l.matches("Your answer for Grundy value of G for G = K \\d+ \\+ K \\d+")), fields.toString());
        assertTrue(fields.stream().anyMatch(l -> l.startsWith("P: ")) && fields.stream().anyMatch(l -> l.startsWith("N: ")),
                "the outcome choices say P and N: " + fields);
        assertEquals(set.exercises().size(), driver.findElements(By.cssSelector(".exercise-check")).size());
    }
}
