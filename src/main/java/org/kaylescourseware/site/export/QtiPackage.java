package org.kaylescourseware.site.export;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.kaylescourseware.exercise.ExerciseSet;
import org.w3c.dom.Element;

/**
 * A QTI 1.2 package as Canvas imports it ("QTI .zip file"): {@code imsmanifest.xml} (IMS Content
 * Packaging 1.1) naming one assessment, the assessment {@code <id>/<id>.xml} (IMS QTI ASI 1.2: a
 * {@code questestinterop} with one item per part) and Canvas's {@code <id>/assessment_meta.xml}. Items
 * carry Canvas's {@code question_type}: {@code numerical_question}, {@code multiple_choice_question}
 * or {@code short_answer_question}; the right answers set SCORE to 100, and the worked solution is
 * the item's general feedback. The entries are dated 1 January 1980, so the same set gives the same bytes.
 */
final class QtiPackage {

    static final String QTI = "http://www.imsglobal.org/xsd/ims_qtiasiv1p2";
    static final String MANIFEST = "http://www.imsglobal.org/xsd/imscp_v1p1";
    static final String CANVAS = "http://canvas.instructure.com/xsd/cccv1p0";
    private static final FileTime FIXED = FileTime.fromMillis(315_532_800_000L);

    private QtiPackage() {
    }

    static ExportedFile write(ExerciseSet set, List<LmsQuestion> questions, QuestionHtml html, String name) {
        String id = "kc-" + set.lesson() + "-" + set.seed();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            entry(zip, "imsmanifest.xml", manifest(id));
            entry(zip, id + "/" + id + ".xml", assessment(set, id, questions, html));
            entry(zip, id + "/assessment_meta.xml", meta(set, id, questions.size()));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write a zip in memory", e);
        }
        return new ExportedFile(name, bytes.toByteArray());
    }

    private static void entry(ZipOutputStream zip, String name, byte[] content) throws IOException {
        ZipEntry entry = new ZipEntry(name);
        entry.setLastModifiedTime(FIXED);
        zip.putNextEntry(entry);
        zip.write(content);
        zip.closeEntry();
    }

    private static byte[] manifest(String id) {
        XmlDocument xml = XmlDocument.create(MANIFEST, "manifest");
        xml.root().setAttribute("identifier", id + "-manifest");
        Element metadata = xml.add(xml.root(), "metadata");
        xml.text(metadata, "schema", "IMS Content");
        xml.text(metadata, "schemaversion", "1.1.3");
        xml.add(xml.root(), "organizations");
        Element resources = xml.add(xml.root(), "resources");
        Element assessment = xml.add(resources, "resource", "identifier", id, "type", "imsqti_xmlv1p2");
        xml.add(assessment, "file", "href", id + "/" + id + ".xml");
        xml.add(assessment, "dependency", "identifierref", id + "-meta");
        Element meta = xml.add(resources, "resource", "identifier", id + "-meta",
                "type", "associatedcontent/imscc_xmlv1p1/learning-application-resource", "href", id + "/assessment_meta.xml");
        xml.add(meta, "file", "href", id + "/assessment_meta.xml");
        return xml.bytes();
    }

    private static byte[] assessment(ExerciseSet set, String id, List<LmsQuestion> questions, QuestionHtml html) {
        XmlDocument xml = XmlDocument.create(QTI, "questestinterop");
        Element assessment = xml.add(xml.root(), "assessment", "ident", id, "title", Exports.title(set));
        Element field = xml.add(xml.add(assessment, "qtimetadata"), "qtimetadatafield");
        xml.text(field, "fieldlabel", "cc_maxattempts");
        xml.text(field, "fieldentry", "1");
        Element section = xml.add(assessment, "section", "ident", "root_section");
        for (LmsQuestion q : questions) {
            QtiItem.write(xml, section, q, html);
        }
        return xml.bytes();
    }

    private static byte[] meta(ExerciseSet set, String id, int points) {
        XmlDocument xml = XmlDocument.create(CANVAS, "quiz");
        xml.root().setAttribute("identifier", id);
        xml.text(xml.root(), "title", Exports.title(set));
        xml.text(xml.root(), "description", set.difficulty().label() + ": " + set.difficulty().description());
        xml.text(xml.root(), "shuffle_answers", "false");
        xml.text(xml.root(), "scoring_policy", "keep_highest");
        xml.text(xml.root(), "quiz_type", "assignment");
        xml.text(xml.root(), "points_possible", points + ".0");
        xml.text(xml.root(), "show_correct_answers", "true");
        xml.text(xml.root(), "allowed_attempts", "-1");
        xml.text(xml.root(), "one_question_at_a_time", "false");
        xml.text(xml.root(), "cant_go_back", "false");
        xml.text(xml.root(), "available", "false");
        return xml.bytes();
    }
}
